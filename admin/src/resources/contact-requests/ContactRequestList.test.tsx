import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactRequestList } from './ContactRequestList';
import { ACCEPTED, AT_AGENCY, AT_SITE, NO_AGENCY } from './test-records';
import { renderAs } from '../../testing/render-as';
import { onAPhone } from '../../testing/on-a-phone';
import type { ContactRequestRecord } from './turn';

// Two slow cores: react-admin's lists settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type ListCall = { filter: Record<string, unknown>; pagination: { page: number; perPage: number }; sort: { field: string; order: string } };

/** The list over a data provider that answers `rows` to every query (the test looks at what was asked). */
function renderList(role: string, rows: ContactRequestRecord[]) {
  const getList = vi.fn((_resource: string, _params: ListCall) => Promise.resolve({ data: rows, total: rows.length }));
  const updateMany = vi.fn((_resource: string, params: { ids: number[] }) => Promise.resolve({ data: params.ids }));
  const dataProvider = testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    updateMany: updateMany as unknown as DataProvider['updateMany'],
  });
  renderAs(role, dataProvider, <ContactRequestList />);
  return { getList, updateMany };
}

const lastFilter = (getList: ReturnType<typeof renderList>['getList']) => getList.mock.calls.at(-1)![1].filter;
const rowOf = (id: number) => screen.getByTestId(`man-${id}`).closest('tr')!;

describe('the contact-request queue', () => {
  it('shows the man and the lady (name and id), the status, the step, the price and when he asked', async () => {
    renderList('site_moderator', [AT_SITE, ACCEPTED]);
    await screen.findByTestId('man-12');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Man', 'Lady', 'Status', 'Waits for', 'Price (credits)', 'Requested at']));
    const row = within(rowOf(12));
    expect(row.getByText('David')).toBeInTheDocument();
    expect(row.getByText('ID 100002')).toBeInTheDocument();
    expect(row.getByText('Olena')).toBeInTheDocument();
    expect(row.getByText('ID 630001')).toBeInTheDocument();
    expect(row.getByText('In verification')).toBeInTheDocument();
    expect(row.getByText('Your decision')).toBeInTheDocument();
    expect(row.getByText('500')).toBeInTheDocument();
    expect(within(rowOf(14)).getByText('Accepted')).toBeInTheDocument();
    // The status and search filters are on the list.
    expect(screen.getByLabelText('Name or ID')).toBeInTheDocument();
    expect(screen.getAllByText('Status').length).toBeGreaterThan(1);
  });

  it('marks a waiting request whose man or lady is banned (reject only)', async () => {
    renderList('site_moderator', [
      { ...AT_SITE, party_banned: true },
      { ...ACCEPTED, party_banned: true },
    ]);
    await screen.findByTestId('man-12');
    expect(within(rowOf(12)).getByText('Member banned: reject only')).toBeInTheDocument();
    // Decided already: nothing to mark.
    expect(within(rowOf(14)).queryByTestId('banned-14')).toBeNull();
  });

  it('marks a waiting request whose hold billing expired: his credits are back, reject only', async () => {
    renderList('site_moderator', [
      { ...AT_SITE, hold_expired_at: '2026-04-01T10:00:00.000Z' },
      { ...ACCEPTED, hold_expired_at: null },
    ]);
    await screen.findByTestId('man-12');
    expect(within(rowOf(12)).getByTestId('hold-expired-12')).toHaveTextContent('Credits returned (hold expired): reject only');
    expect(within(rowOf(12)).getByText('Your decision')).toBeInTheDocument();
    expect(within(rowOf(12)).queryByTestId('banned-12')).toBeNull();
    expect(within(rowOf(14)).queryByTestId('hold-expired-14')).toBeNull();
  });

  it('opens for an agency moderator on what waits at her step (agency), oldest first', async () => {
    const { getList } = renderList('agency_moderator', [AT_AGENCY]);
    await screen.findByTestId('man-11');
    expect(getList.mock.calls.every(([, p]) => p.filter.step === 'agency' && p.filter.status === undefined)).toBe(true);
    expect(getList.mock.calls[0]![1].sort).toEqual({ field: 'created_at', order: 'ASC' });
    expect(within(rowOf(11)).getByText('In process')).toBeInTheDocument();
    expect(await screen.findByTestId('accept-11')).toBeInTheDocument();
    // She reads her agency's ladies, not the men: the lady's name links to her page, the man's does not.
    expect(within(screen.getByTestId('lady-11')).getByRole('link', { name: 'Olena' })).toBeInTheDocument();
    expect(within(screen.getByTestId('man-11')).queryByRole('link')).toBeNull();
  });

  it.each(['site_moderator', 'admin'])(
    "opens for the %s on what waits at the site step (a lady without an agency's requests in process included)",
    async (role) => {
      const { getList } = renderList(role, [AT_SITE]);
      await screen.findByTestId('man-12');
      expect(getList.mock.calls.every(([, p]) => p.filter.step === 'site' && p.filter.status === undefined)).toBe(true);
      expect(await screen.findByTestId('accept-12')).toBeInTheDocument();
      expect(within(screen.getByTestId('man-12')).getByRole('link', { name: 'David' })).toBeInTheDocument();
    },
  );

  it('filters by step, status and a name or id', async () => {
    const user = userEvent.setup();
    const { getList } = renderList('site_moderator', [AT_SITE]);
    await screen.findByTestId('man-12');
    await user.click(screen.getByLabelText('Name or ID'));
    await user.paste('Olena');
    await waitFor(() => expect(lastFilter(getList)).toEqual({ step: 'site', q: 'Olena' }), { timeout: 5_000 });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(lastFilter(getList)).toEqual({ step: 'site', status: 'reject', q: 'Olena' }), { timeout: 5_000 });
  });

  it("offers decisions only on the rows at the caller's step", async () => {
    renderList('site_moderator', [AT_AGENCY, AT_SITE, NO_AGENCY, ACCEPTED]);
    await screen.findByTestId('man-12');
    expect(await screen.findByTestId('accept-12')).toBeInTheDocument();
    expect(screen.getByTestId('accept-13')).toBeInTheDocument();
    expect(screen.queryByTestId('accept-11')).toBeNull();
    expect(screen.queryByTestId('reject-11')).toBeNull();
    expect(screen.queryByTestId('accept-14')).toBeNull();
    expect(within(rowOf(11)).getByText('Her agency')).toBeInTheDocument();
  });

  it('accepts the selected requests in bulk after a confirmation, one decision each', async () => {
    const user = userEvent.setup();
    const { updateMany } = renderList('site_moderator', [AT_AGENCY, AT_SITE, NO_AGENCY]);
    await screen.findByTestId('man-12');
    // Only the rows at her step can be selected.
    expect(within(rowOf(11)).queryByRole('checkbox', { checked: false })).not.toBeEnabled();
    await user.click(within(rowOf(12)).getByRole('checkbox'));
    await user.click(within(rowOf(13)).getByRole('checkbox'));
    await user.click(await screen.findByTestId('bulk-accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2 requests?' });
    expect(updateMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('bulk-accept-confirm'));
    await waitFor(() => expect(updateMany).toHaveBeenCalledTimes(1));
    expect(updateMany.mock.calls[0]![0]).toBe('contact-requests');
    expect(updateMany.mock.calls[0]![1]).toEqual({ ids: [12, 13], data: { decision: 'accept' } });
    expect(await screen.findByText('2 accepted.')).toBeInTheDocument();
  });

  it('says when nothing waits for her', async () => {
    renderList('agency_moderator', []);
    expect(await screen.findByText('No contact request waits for your decision.')).toBeInTheDocument();
  });
});

describe('the contact-request queue on a phone', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('is a card per request: who asked whom (opening it), where it stands, the price, and her decision buttons', async () => {
    restore = onAPhone();
    renderList('agency_moderator', [AT_AGENCY]);
    const card = within(await screen.findByTestId('queue-item-11'));
    expect(card.getByRole('link', { name: 'John → Olena' })).toHaveAttribute('href', '/contact-requests/11/show');
    expect(card.getByText('In process')).toBeInTheDocument();
    expect(card.getByText('Your decision')).toBeInTheDocument();
    expect(card.getByText('Price (credits): 500')).toBeInTheDocument();
    expect(await card.findByTestId('accept-11')).toHaveTextContent('Accept');
    expect(card.getByTestId('reject-11')).toHaveTextContent('Reject');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a free request is free (his talks with her unlocked her contacts)', async () => {
    const free = { ...NO_AGENCY, price: 0 };
    renderList('site_moderator', [free]);
    await screen.findByTestId('man-13');
    expect(within(rowOf(13)).getByText('Free (unlocked by talking)')).toBeInTheDocument();
    expect(within(rowOf(13)).queryByText('0')).toBeNull();
  });

  it('on a phone, a free request says so', async () => {
    restore = onAPhone();
    renderList('site_moderator', [{ ...NO_AGENCY, price: 0 }]);
    const card = within(await screen.findByTestId('queue-item-13'));
    expect(card.getByText('Price (credits): Free (unlocked by talking)')).toBeInTheDocument();
  });
});
