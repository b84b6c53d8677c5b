import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { onAPhone } from '../../testing/on-a-phone';
import { GiftSendList } from './GiftSendList';
import { GIFT_AT_AGENCY, GIFT_AT_SITE, GIFT_DELIVERED, GIFT_NO_AGENCY, GIFT_REJECTED_BY_AGENCY } from './test-records';
import type { GiftSendRecord } from './turn';

// Two slow cores: react-admin's lists settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type ListCall = { filter: Record<string, unknown>; pagination: { page: number; perPage: number }; sort: { field: string; order: string } };
type UpdateCall = { id: number; data: { decision: string; reason?: string } };

/** The list over a data provider that answers `rows` to every query (the test looks at what was asked). */
function renderList(role: string, rows: GiftSendRecord[]) {
  const getList = vi.fn((_resource: string, _params: ListCall) => Promise.resolve({ data: rows, total: rows.length }));
  const update = vi.fn((_resource: string, params: UpdateCall) => Promise.resolve({ data: { ...rows.find((r) => r.id === params.id)!, step: null } }));
  const updateMany = vi.fn((_resource: string, params: { ids: number[] }) => Promise.resolve({ data: params.ids }));
  const dataProvider = testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    update: update as unknown as DataProvider['update'],
    updateMany: updateMany as unknown as DataProvider['updateMany'],
  });
  renderAs(role, dataProvider, <GiftSendList />, '/gift-sends');
  return { getList, update, updateMany };
}

const lastFilter = (getList: ReturnType<typeof renderList>['getList']) => getList.mock.calls.at(-1)![1].filter;
const rowOf = (id: number) => screen.getByTestId(`man-${id}`).closest('tr')!;

describe('the gift moderation queue', () => {
  it('shows when, the man over the lady, the gift with its category and total, the comment, the status he sees over the step: five columns that fit 1280 px', async () => {
    renderList('site_moderator', [GIFT_AT_SITE, GIFT_DELIVERED, GIFT_NO_AGENCY]);
    await screen.findByTestId('man-22');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    // The selection's checkbox, the five columns, the decisions'.
    expect(headers).toEqual(['', 'Sent at', 'Man and lady', 'Gift', 'Comment', 'Delivery status', '']);
    const row = within(rowOf(22));
    // One cell for both members, the man first.
    expect(screen.getByTestId('man-22').closest('td')).toBe(screen.getByTestId('lady-22').closest('td'));
    // The date over the time, the whole of it on hover.
    expect(row.getByText('11/20/26')).toHaveAttribute('title', expect.stringMatching(/Nov 20, 2026/));
    expect(row.getByText('David')).toBeInTheDocument();
    expect(row.getByText('ID 100002')).toBeInTheDocument();
    expect(row.getByText('Olena')).toBeInTheDocument();
    expect(row.getByText('ID 630001')).toBeInTheDocument();
    expect(row.getByText('Silver pendant')).toBeInTheDocument();
    expect(row.getByText('Jewelry')).toBeInTheDocument();
    expect(within(row.getByTestId('total-22')).getByText('900 credits')).toBeInTheDocument();
    expect(row.getByTestId('gift-22')).toContainElement(row.getByTestId('total-22'));
    expect(within(row.getByTestId('total-22')).getByText('900 + 0 delivery')).toBeInTheDocument();
    expect(row.getByText('Your decision')).toBeInTheDocument();
    expect(row.getByText('On the way')).toBeInTheDocument();
    // A long comment is cut in the list, whole on hover.
    const comment = row.getByTestId('comment-22');
    expect(comment.textContent!.length).toBeLessThanOrEqual(81);
    expect(comment.textContent).toMatch(/^Dear Olena, I think of you every day\..*…$/);
    expect(comment).toHaveAttribute('title', GIFT_AT_SITE.comment);
    // Delivered: nobody's step, no chip; the lady without an agency's gift has no comment.
    expect(within(rowOf(24)).getByText('Delivered')).toBeInTheDocument();
    expect(within(rowOf(24)).queryByTestId('step-24')).toBeNull();
    expect(within(rowOf(23)).getByText('No comment')).toBeInTheDocument();
    expect(within(rowOf(23)).getByText('Flowers')).toBeInTheDocument();
    expect(within(rowOf(23)).getByText('120 + 30 delivery')).toBeInTheDocument();
    // The filters: step, status, a name or id, her agency.
    expect(screen.getByLabelText('Name or ID')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Waiting for' })).toBeInTheDocument();
    expect(screen.getByLabelText('Agency')).toBeInTheDocument();
  });

  it('opens for an agency moderator on what waits at her step (agency), oldest first, without an agency filter', async () => {
    const { getList } = renderList('agency_moderator', [GIFT_AT_AGENCY]);
    await screen.findByTestId('man-21');
    expect(getList.mock.calls.every(([resource, p]) => resource === 'gift-sends' && p.filter.step === 'agency' && p.filter.status === undefined)).toBe(true);
    expect(getList.mock.calls[0]![1].sort).toEqual({ field: 'created_at', order: 'ASC' });
    expect(within(rowOf(21)).getByText('Packaging')).toBeInTheDocument();
    expect(await screen.findByTestId('accept-21')).toBeInTheDocument();
    expect(screen.queryByLabelText('Agency')).toBeNull();
    // She reads her agency's ladies, not the men.
    expect(within(screen.getByTestId('lady-21')).getByRole('link', { name: 'Olena' })).toBeInTheDocument();
    expect(within(screen.getByTestId('man-21')).queryByRole('link')).toBeNull();
  });

  it.each(['site_moderator', 'admin'])('opens for the %s on what waits at the site step', async (role) => {
    const { getList } = renderList(role, [GIFT_AT_SITE]);
    await screen.findByTestId('man-22');
    expect(getList.mock.calls.every(([, p]) => p.filter.step === 'site' && p.filter.status === undefined)).toBe(true);
    expect(await screen.findByTestId('accept-22')).toBeInTheDocument();
    expect(within(screen.getByTestId('man-22')).getByRole('link', { name: 'David' })).toBeInTheDocument();
  });

  it('filters by a name or id, the status and her agency', async () => {
    const user = userEvent.setup();
    const { getList } = renderList('site_moderator', [GIFT_AT_SITE]);
    await screen.findByTestId('man-22');
    await user.click(screen.getByLabelText('Name or ID'));
    await user.paste('Olena');
    await waitFor(() => expect(lastFilter(getList)).toEqual({ step: 'site', q: 'Olena' }), { timeout: 5_000 });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(lastFilter(getList)).toEqual({ step: 'site', status: 'reject', q: 'Olena' }), { timeout: 5_000 });
    await user.click(screen.getByLabelText('Agency'));
    await user.paste('ag1');
    await waitFor(() => expect(lastFilter(getList)).toEqual({ step: 'site', status: 'reject', q: 'Olena', agency_id: 'ag1' }), { timeout: 5_000 });
  });

  it("offers decisions only on the rows at the caller's step", async () => {
    renderList('site_moderator', [GIFT_AT_AGENCY, GIFT_AT_SITE, GIFT_NO_AGENCY, GIFT_DELIVERED, GIFT_REJECTED_BY_AGENCY]);
    await screen.findByTestId('man-22');
    expect(await screen.findByTestId('accept-22')).toBeInTheDocument();
    expect(screen.getByTestId('reject-22')).toBeInTheDocument();
    expect(screen.getByTestId('accept-23')).toBeInTheDocument();
    expect(screen.queryByTestId('accept-21')).toBeNull();
    expect(screen.queryByTestId('reject-21')).toBeNull();
    expect(screen.queryByTestId('accept-24')).toBeNull();
    expect(screen.queryByTestId('accept-25')).toBeNull();
    expect(within(rowOf(21)).getByText('Her agency')).toBeInTheDocument();
  });

  it('shows an agency moderator no decision on a gift at the site step', async () => {
    renderList('agency_moderator', [GIFT_AT_SITE, GIFT_AT_AGENCY]);
    expect(await screen.findByTestId('accept-21')).toBeInTheDocument();
    expect(screen.queryByTestId('accept-22')).toBeNull();
    expect(screen.queryByTestId('reject-22')).toBeNull();
    expect(within(rowOf(22)).getByText('Site moderator')).toBeInTheDocument();
  });

  it("accepts a row's gift: POST gift-sends/:id/decision { decision: 'accept' }, and says so", async () => {
    const user = userEvent.setup();
    const { update } = renderList('site_moderator', [GIFT_AT_SITE]);
    await user.click(await screen.findByTestId('accept-22'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('gift-sends');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 22, data: { decision: 'accept' } });
    expect(update.mock.calls[0]![1].data).not.toHaveProperty('reason');
    expect(await screen.findByText('Accepted: the gift is delivered and his credits are charged.')).toBeInTheDocument();
  });

  it('accepts the selected gifts in bulk after a confirmation, one decision each', async () => {
    const user = userEvent.setup();
    const { updateMany } = renderList('site_moderator', [GIFT_AT_AGENCY, GIFT_AT_SITE, GIFT_NO_AGENCY]);
    await screen.findByTestId('man-22');
    // Only the rows at her step can be selected.
    expect(within(rowOf(21)).queryByRole('checkbox', { checked: false })).not.toBeEnabled();
    await user.click(within(rowOf(22)).getByRole('checkbox'));
    await user.click(within(rowOf(23)).getByRole('checkbox'));
    await user.click(await screen.findByTestId('bulk-accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2 gifts?' });
    expect(updateMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('bulk-accept-confirm'));
    await waitFor(() => expect(updateMany).toHaveBeenCalledTimes(1));
    expect(updateMany.mock.calls[0]![0]).toBe('gift-sends');
    expect(updateMany.mock.calls[0]![1]).toEqual({ ids: [22, 23], data: { decision: 'accept' } });
    expect(await screen.findByText('2 accepted.')).toBeInTheDocument();
  });

  it('says when nothing waits for her', async () => {
    renderList('agency_moderator', []);
    expect(await screen.findByText('No gift waits for your decision.')).toBeInTheDocument();
  });
});

describe('the gift moderation queue on a phone', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('is a card per gift: who to whom (opening it), the gift and its total, the comment, where it stands, and her decision buttons', async () => {
    restore = onAPhone();
    const { update } = renderList('site_moderator', [GIFT_AT_SITE, GIFT_AT_AGENCY]);
    const card = within(await screen.findByTestId('queue-item-22'));
    expect(card.getByRole('link', { name: 'David → Olena' })).toHaveAttribute('href', '/gift-sends/22/show');
    expect(card.getByText('Silver pendant')).toBeInTheDocument();
    expect(card.getByText('900 credits')).toBeInTheDocument();
    expect(card.getByTestId('comment-22')).toHaveAttribute('title', GIFT_AT_SITE.comment);
    expect(card.getByText('On the way')).toBeInTheDocument();
    expect(card.getByText('Your decision')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const user = userEvent.setup();
    await user.click(await card.findByTestId('accept-22'));
    await waitFor(() => expect(update).toHaveBeenCalledWith('gift-sends', expect.objectContaining({ id: 22, data: { decision: 'accept' } })));
    // What waits for her agency: no buttons for a site moderator.
    const other = within(screen.getByTestId('queue-item-21'));
    expect(other.getByText('Her agency')).toBeInTheDocument();
    expect(other.queryByTestId('accept-21')).toBeNull();
  });
});
