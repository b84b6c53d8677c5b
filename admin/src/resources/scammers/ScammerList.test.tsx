import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import type { ScammerRecord } from './scammer';
import { ScammerList } from './ScammerList';
import { CARTER, OKAFOR } from './test-records';

// Two slow cores: react-admin's lists settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type ListCall = { filter: Record<string, unknown>; sort: { field: string; order: string } };

function renderList(role: string, rows: ScammerRecord[] = [OKAFOR, CARTER]) {
  const getList = vi.fn((_resource: string, _params: ListCall) => Promise.resolve({ data: rows, total: rows.length }));
  renderAs(
    role,
    testDataProvider({ getList: getList as unknown as DataProvider['getList'] }),
    <Routes>
      <Route path="/scammers" element={<ScammerList />} />
      <Route path="/scammers/create" element={<p>a new entry's form</p>} />
      <Route path="/scammers/:id" element={<p>the entry's form</p>} />
      <Route path="/scammers/:id/show" element={<p>the entry's page</p>} />
    </Routes>,
    '/scammers',
  );
  return getList;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the scammers list', () => {
  it('lists each entry: its name, its country by name, its first e-mail and phone with how many more, published or draft, the day it was added', async () => {
    renderList('site_moderator');
    await screen.findByText('John Carter');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Country', 'E-mails', 'Phones', 'Published', 'Added']));
    const carter = within(rowOf('John Carter'));
    expect(carter.getByText('United States')).toBeInTheDocument();
    expect(carter.getByText('john.carter@example.com')).toBeInTheDocument();
    // The second e-mail is counted, not shown.
    expect(carter.getByText('+1')).toBeInTheDocument();
    expect(carter.queryByText('jc1970@example.net')).toBeNull();
    expect(carter.getByText('+1 (555) 010-2030')).toBeInTheDocument();
    expect(carter.getByTestId('scammer-published-4')).toHaveTextContent('Published');
    // Added on 4 October 2026 (09:00 UTC: the same day in any time zone of the tests).
    expect(carter.getByText('10/04/2026')).toBeInTheDocument();
    const okafor = within(rowOf('Daniel Okafor'));
    // No country and no e-mail: a dash for each.
    expect(okafor.getAllByText('—')).toHaveLength(2);
    expect(okafor.getByText('+234 803 555 0101')).toBeInTheDocument();
    expect(okafor.getByText('+2')).toBeInTheDocument();
    expect(okafor.getByTestId('scammer-draft-7')).toHaveTextContent('Draft');
  });

  it('names the countries in the staff member’s language', async () => {
    await i18nProvider.changeLocale('ru');
    renderList('admin');
    await screen.findByText('John Carter');
    const russian = new Intl.DisplayNames(['ru'], { type: 'region' }).of('US')!;
    expect(russian).not.toBe('United States');
    expect(within(rowOf('John Carter')).getByText(russian)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(expect.arrayContaining(['Имя', 'Страна', 'Опубликован']));
  });

  it('asks for the newest first, then searches by a name or a contact and by published', async () => {
    const user = userEvent.setup();
    const getList = renderList('admin');
    await screen.findByText('John Carter');
    expect(getList.mock.calls[0]![0]).toBe('scammers');
    expect(getList.mock.calls[0]![1].sort).toEqual({ field: 'created_at', order: 'DESC' });
    expect(getList.mock.calls[0]![1].filter).toEqual({});
    await user.click(screen.getByPlaceholderText('Search'));
    await user.paste('555 0101');
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ q: '555 0101' }), { timeout: 5_000 });
    await user.click(screen.getByRole('combobox', { name: 'Published' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ q: '555 0101', published: false }), { timeout: 5_000 });
  });

  it.each(['site_moderator', 'admin'])('gives the %s the create button and opens an entry in its form', async (role) => {
    const user = userEvent.setup();
    renderList(role);
    await screen.findByText('John Carter');
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/scammers/create');
    await user.click(screen.getByText('Daniel Okafor'));
    expect(await screen.findByText("the entry's form")).toBeInTheDocument();
  });

  it('says when no one is on the list', async () => {
    renderList('site_moderator', []);
    expect(await screen.findByText('No one on the scammers list here.')).toBeInTheDocument();
  });
});
