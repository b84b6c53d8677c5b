import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { GiftCreate, GiftEdit } from './GiftEdit';
import { GiftShow } from './GiftShow';
import { CERTIFICATE, ROSES } from './test-records';

// Two slow cores: react-admin's forms settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type SaveCall = { id?: number; data: Record<string, unknown>; previousData?: Record<string, unknown> };

/** The catalogue's pages over a data provider that knows the roses and answers every save with the record saved. */
function renderPage(role: string, path: string) {
  const getOne = vi.fn((_resource: string, { id }: { id: string }) =>
    Promise.resolve({ data: [ROSES, CERTIFICATE].find((g) => String(g.id) === String(id))! }),
  );
  const create = vi.fn((_resource: string, params: SaveCall) => Promise.resolve({ data: { id: 12, created_at: '2026-11-29T10:00:00.000Z', ...params.data } }));
  const update = vi.fn((_resource: string, params: SaveCall) => Promise.resolve({ data: { ...ROSES, ...params.data, id: params.id } }));
  const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
  renderAs(
    role,
    testDataProvider({
      getOne: getOne as unknown as DataProvider['getOne'],
      create: create as unknown as DataProvider['create'],
      update: update as unknown as DataProvider['update'],
      getList: getList as unknown as DataProvider['getList'],
    }),
    <Routes>
      <Route path="/gifts" element={<p>the catalogue</p>} />
      <Route path="/gifts/create" element={<GiftCreate />} />
      <Route path="/gifts/:id" element={<GiftEdit />} />
      <Route path="/gifts/:id/show" element={<GiftShow />} />
      <Route path="/access-denied" element={<p>access denied</p>} />
    </Routes>,
    path,
  );
  return { getOne, create, update };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('a catalogue gift’s form (admins)', () => {
  it('creates a gift: the name trimmed, the category, whole credits and active, POSTed as the API takes them', async () => {
    const user = userEvent.setup();
    const { create } = renderPage('admin', '/gifts/create');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // A new gift is offered unless said otherwise; the helper says how a gift is retired.
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByText(/A gift is never deleted: to retire it, turn this off/)).toBeInTheDocument();
    await user.click(name);
    await user.paste('  Teddy bear ');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Flowers', 'Jewelry', 'Perfume', 'Certificates', 'Electronics', 'Toys', 'Food', 'Balloons', 'Clothing']);
    await user.click(screen.getByRole('option', { name: 'Toys' }));
    await user.click(field('Price (credits)'));
    await user.paste('250');
    await user.click(field('Delivery (credits)'));
    await user.paste('0');
    await user.click(save());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('gifts');
    expect(create.mock.calls[0]![1].data).toEqual({ name: 'Teddy bear', name_ru: null, category: 'toys', price: 250, delivery_price: 0, active: true });
    expect(await screen.findByText('The gift is in the catalogue.')).toBeInTheDocument();
    expect(await screen.findByText('the catalogue')).toBeInTheDocument();
  });

  it('says what is wrong before sending anything: required fields, a blank or too long name, prices out of bounds or not whole', async () => {
    const user = userEvent.setup();
    const { create } = renderPage('admin', '/gifts/create');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // Only spaces for a name, nothing else: four fields to fill.
    await user.click(name);
    await user.paste('   ');
    await user.click(save());
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(4));

    await user.click(field('Price (credits)'));
    await user.paste('0');
    await user.click(field('Delivery (credits)'));
    await user.paste('-1');
    await user.click(save());
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 0')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);

    await user.clear(name);
    await user.paste('x'.repeat(101));
    await user.clear(field('Price (credits)'));
    await user.paste('12.5');
    await user.clear(field('Delivery (credits)'));
    await user.paste('2.5');
    await user.click(save());
    expect(await screen.findByText('Must be 100 characters or less')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a whole number of credits.')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
  });

  it('changes a gift: PUT of the writable fields only; retiring is turning active off', async () => {
    const user = userEvent.setup();
    const { getOne, update } = renderPage('admin', '/gifts/3');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Red roses'));
    expect(getOne).toHaveBeenCalledWith('gifts', expect.objectContaining({ id: '3' }));
    // No delete: the form has no such button.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.clear(field('Price (credits)'));
    await user.paste('140');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('gifts');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: '3' });
    expect(update.mock.calls[0]![1].data).toEqual({
      name: 'Red roses',
      name_ru: 'Красные розы',
      category: 'flowers',
      price: 140,
      delivery_price: 30,
      active: false,
    });
    expect(await screen.findByText('The gift was changed.')).toBeInTheDocument();
  });
});

describe('a catalogue gift for the moderators', () => {
  it.each(['site_moderator', 'agency_moderator'])('the %s reads a gift on its page, without an edit button', async (role) => {
    renderPage(role, '/gifts/9/show');
    expect(await screen.findByText('Spa certificate')).toBeInTheDocument();
    expect(screen.getByText('Certificates')).toBeInTheDocument();
    expect(screen.getByText('1,500')).toBeInTheDocument();
    expect(screen.getByText('Retired')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('an admin has the edit button on the page', async () => {
    renderPage('admin', '/gifts/3/show');
    expect(await screen.findByText('Red roses')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/gifts/3');
  });

  it.each(['site_moderator', 'agency_moderator'])('the %s cannot open the form', async (role) => {
    const { update } = renderPage(role, '/gifts/3');
    expect(await screen.findByText('access denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });
});
