import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import type { GiftRecord } from './categories';
import { GiftList } from './GiftList';
import { CERTIFICATE, PENDANT, ROSES } from './test-records';

// Two slow cores: react-admin's lists settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type ListCall = { filter: Record<string, unknown>; sort: { field: string; order: string } };

function renderList(role: string, rows: GiftRecord[] = [ROSES, PENDANT, CERTIFICATE]) {
  const getList = vi.fn((_resource: string, _params: ListCall) => Promise.resolve({ data: rows, total: rows.length }));
  renderAs(
    role,
    testDataProvider({ getList: getList as unknown as DataProvider['getList'] }),
    <Routes>
      <Route path="/gifts" element={<GiftList />} />
      <Route path="/gifts/:id" element={<p>the gift's form</p>} />
      <Route path="/gifts/:id/show" element={<p>the gift's page</p>} />
    </Routes>,
    '/gifts',
  );
  return getList;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the gift catalogue', () => {
  it('lists each gift: its name, its category in words, its price and delivery price, and whether it is offered', async () => {
    renderList('admin');
    await screen.findByText('Red roses');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Category', 'Price (credits)', 'Delivery (credits)', 'Active']));
    const roses = within(rowOf('Red roses'));
    expect(roses.getByText('Flowers')).toBeInTheDocument();
    expect(roses.getByText('120')).toBeInTheDocument();
    expect(roses.getByText('30')).toBeInTheDocument();
    expect(roses.getByTestId('gift-active-3')).toHaveTextContent('Active');
    expect(within(rowOf('Spa certificate')).getByText('Certificates')).toBeInTheDocument();
    expect(within(rowOf('Spa certificate')).getByTestId('gift-retired-9')).toHaveTextContent('Retired');
    expect(within(rowOf('Silver pendant')).getByText('Jewelry')).toBeInTheDocument();
  });

  it('shows a long name in two lines at most (whole on hover) and the Russian name under the English one', async () => {
    const long = { ...PENDANT, name: `Silver pendant ${'with a very long description of the stone '.repeat(2)}`.trim() };
    renderList('admin', [ROSES, long]);
    const roses = within(await screen.findByTestId('gift-name-3'));
    expect(roses.getByText('Red roses')).toBeInTheDocument();
    expect(roses.getByText('Красные розы')).toHaveAttribute('title', 'Красные розы');
    const name = within(screen.getByTestId('gift-name-7')).getByText(long.name);
    expect(name).toHaveAttribute('title', long.name);
    expect(name).toHaveStyle({ WebkitLineClamp: '2', overflow: 'hidden' });
    // No Russian name: no second line.
    expect(screen.getByTestId('gift-name-7').childElementCount).toBe(1);
  });

  it('gives an admin the create button, and opens a gift in its form', async () => {
    const user = userEvent.setup();
    renderList('admin');
    await screen.findByText('Red roses');
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/gifts/create');
    expect(screen.getByTestId('gifts-intro')).not.toHaveTextContent('Read only');
    await user.click(screen.getByText('Red roses'));
    expect(await screen.findByText("the gift's form")).toBeInTheDocument();
  });

  it.each(['site_moderator', 'agency_moderator'])('is read only for the %s: no create button, said so, a gift opens on its page', async (role) => {
    const user = userEvent.setup();
    renderList(role);
    await screen.findByText('Red roses');
    await waitFor(() => expect(screen.getByTestId('gifts-intro')).toHaveTextContent('(Read only)'));
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    await user.click(screen.getByText('Red roses'));
    expect(await screen.findByText("the gift's page")).toBeInTheDocument();
  });

  it('filters by a name, a category and whether a gift is offered', async () => {
    const user = userEvent.setup();
    const getList = renderList('admin');
    await screen.findByText('Red roses');
    expect(getList.mock.calls[0]![1].sort).toEqual({ field: 'category', order: 'ASC' });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Flowers', 'Jewelry', 'Perfume', 'Certificates', 'Electronics', 'Toys', 'Food', 'Balloons', 'Clothing']));
    await user.click(screen.getByRole('option', { name: 'Electronics' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ category: 'electronic_devices' }), { timeout: 5_000 });
    await user.click(screen.getByPlaceholderText('Search'));
    await user.paste('rose');
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ category: 'electronic_devices', q: 'rose' }), { timeout: 5_000 });
    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ category: 'electronic_devices', q: 'rose', active: false }), {
      timeout: 5_000,
    });
  });

  it('says when there is no gift', async () => {
    renderList('admin', []);
    expect(await screen.findByText('No gifts here.')).toBeInTheDocument();
  });
});
