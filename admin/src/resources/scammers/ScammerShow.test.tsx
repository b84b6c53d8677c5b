import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { ScammerShow } from './ScammerShow';
import { CARTER, OKAFOR } from './test-records';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

function renderShow(role: string, id: number) {
  const getOne = vi.fn((_resource: string, { id }: { id: string }) => Promise.resolve({ data: [CARTER, OKAFOR].find((s) => String(s.id) === String(id))! }));
  const remove = vi.fn((_resource: string, params: { id: number | string }) => Promise.resolve({ data: { ...CARTER, id: Number(params.id) } }));
  renderAs(
    role,
    testDataProvider({
      getOne: getOne as unknown as DataProvider['getOne'],
      delete: remove as unknown as DataProvider['delete'],
    }),
    <Routes>
      <Route path="/scammers" element={<p>the scammers list</p>} />
      <Route path="/scammers/:id/show" element={<ScammerShow />} />
    </Routes>,
    `/scammers/${id}/show`,
  );
  return { getOne, remove };
}

describe('an entry of the scammers list: its page', () => {
  it('shows every field: the name, published, the country by name, each e-mail, phone and contact, the description as written, the dates', async () => {
    renderShow('site_moderator', 4);
    expect(await screen.findByText('John Carter')).toBeInTheDocument();
    expect(screen.getByTestId('scammer-published-4')).toHaveTextContent('Published');
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('scammer-emails'))
        .getAllByText(/@/)
        .map((e) => e.textContent),
    ).toEqual(CARTER.emails);
    expect(within(screen.getByTestId('scammer-phones')).getByText('+1 (555) 010-2030')).toBeInTheDocument();
    expect(within(screen.getByTestId('scammer-other_contacts')).getByText('skype: john.carter.77')).toBeInTheDocument();
    // Its lines kept.
    expect(screen.getByText((_, node) => node?.textContent === CARTER.description && node.tagName === 'SPAN')).toBeInTheDocument();
    // Added on 4 October, changed on the 5th (with their times, in the tests' time zone).
    expect(screen.getByText('Added')).toBeInTheDocument();
    expect(screen.getByText(/^10\/04\/2026, \d\d:\d\d [AP]M$/)).toBeInTheDocument();
    expect(screen.getByText('Changed')).toBeInTheDocument();
    expect(screen.getByText(/^10\/05\/2026, \d\d:\d\d [AP]M$/)).toBeInTheDocument();
  });

  it('says what a draft lacks', async () => {
    renderShow('admin', 7);
    expect(await screen.findByText('Daniel Okafor')).toBeInTheDocument();
    expect(screen.getByTestId('scammer-draft-7')).toHaveTextContent('Draft');
    expect(within(screen.getByTestId('scammer-emails')).getByText('—')).toBeInTheDocument();
    expect(within(screen.getByTestId('scammer-phones')).getAllByText(/\+234/)).toHaveLength(3);
  });

  it.each(['site_moderator', 'admin'])('lets the %s edit, and delete after a confirmation naming the entry', async (role) => {
    const user = userEvent.setup();
    const { remove } = renderShow(role, 4);
    expect(await screen.findByText('John Carter')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/scammers/4');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete “John Carter” from the scammers list?')).toBeInTheDocument();
    expect(within(dialog).getByText(/Members will no longer see this entry/)).toBeInTheDocument();
    // Thought better of it: nothing deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]![0]).toBe('scammers');
    expect(remove.mock.calls[0]![1]).toMatchObject({ id: 4 });
    expect(await screen.findByText('The entry was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('the scammers list')).toBeInTheDocument();
  });
});
