import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import { ScammerCreate } from '../scammers/ScammerEdit';
import type { MemberReportRecord } from './member-report';
import { MemberReportShow } from './MemberReportShow';
import { DISMISSED_REPORT, FAKE_PROFILE_REPORT, SCAM_REPORT } from './test-records';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type UpdateCall = { id: number | string; data: { status: 'dismissed' | 'actioned'; decision_note?: string }; previousData: MemberReportRecord };

const decided = (report: MemberReportRecord, status: 'dismissed' | 'actioned', note: string | null): MemberReportRecord => ({
  ...report,
  status,
  decided_at: '2026-11-29T10:00:00.000Z',
  decided_by: '12',
  decision_note: note,
  open_reports_on_member: report.open_reports_on_member - 1,
});

/**
 * A report's page over a data provider that knows `report` and answers a decision with the report
 * decided, or with `refusal` (the report then being decided by someone else meanwhile).
 */
function renderShow(role: string, report: MemberReportRecord, refusal?: HttpError) {
  let current = report;
  const getOne = vi.fn(() => Promise.resolve({ data: current }));
  const update = vi.fn((_resource: string, { data }: UpdateCall) => {
    if (refusal) {
      current = decided(report, 'actioned', 'Banned him.');
      return Promise.reject(refusal);
    }
    current = decided(report, data.status, data.decision_note ?? null);
    return Promise.resolve({ data: current });
  });
  renderAs(
    role,
    testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'], update: update as unknown as DataProvider['update'] }),
    <Routes>
      <Route path="/member-reports/:id/show" element={<MemberReportShow />} />
      <Route
        path="/scammers/create"
        element={
          <ResourceContextProvider value="scammers">
            <ScammerCreate />
          </ResourceContextProvider>
        }
      />
    </Routes>,
    `/member-reports/${report.id}/show`,
  );
  return { getOne, update };
}

const button = (name: string) => screen.findByRole('button', { name });

describe('a member report: its page', () => {
  it('shows both members, the reason, the details with their lines, the status, and no decision yet', async () => {
    renderShow('site_moderator', SCAM_REPORT);
    expect(await screen.findByRole('heading', { name: 'John Carter' })).toBeInTheDocument();
    expect(screen.getByTestId('status-open')).toHaveTextContent('Open');
    expect(within(screen.getByTestId('reported-21')).getByText('ID 200031')).toBeInTheDocument();
    expect(screen.getByTestId('open-on-member-21')).toHaveTextContent('3 open reports');
    expect(screen.getByText('Reports on this member')).toBeInTheDocument();
    expect(within(screen.getByTestId('reporter-21')).getByText('Paola Rossi')).toBeInTheDocument();
    expect(screen.getByTestId('reason-21')).toHaveTextContent('Scam');
    // Its lines kept.
    expect(screen.getByTestId('report-details')).toHaveTextContent(SCAM_REPORT.details, { normalizeWhitespace: false });
    expect(screen.queryByTestId('report-decision')).toBeNull();
  });

  it.each(['site_moderator', 'admin'])(
    'lets the %s mark it as actioned with a note: PUT { status, decision_note }, then the decision and no more buttons',
    async (role) => {
      const user = userEvent.setup();
      const { update } = renderShow(role, SCAM_REPORT);
      await user.click(await button('Mark as actioned'));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Mark the report on John Carter as actioned?')).toBeInTheDocument();
      // The note is optional, counted against its limit.
      expect(dialog.getByText('0 / 500')).toBeInTheDocument();
      await user.click(dialog.getByRole('textbox', { name: 'Note' }));
      await user.paste('  Banned him.  ');
      expect(dialog.getByText('15 / 500')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Mark as actioned' }));

      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0]![0]).toBe('member-reports');
      expect(update.mock.calls[0]![1].id).toBe(21);
      expect(update.mock.calls[0]![1].data).toStrictEqual({ status: 'actioned', decision_note: 'Banned him.' });
      expect(await screen.findByText('The report is marked as actioned.')).toBeInTheDocument();
      // Refreshed: decided, by whom and when, with the note; nothing left to decide.
      const decision = within(await screen.findByTestId('report-decision'));
      expect(decision.getByText('Staff #12')).toBeInTheDocument();
      expect(decision.getByText('Banned him.')).toBeInTheDocument();
      expect(screen.getByTestId('status-actioned')).toHaveTextContent('Actioned');
      expect(screen.queryByRole('button', { name: 'Mark as actioned' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    },
  );

  it('dismisses without a note: only the status is sent; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { update } = renderShow('site_moderator', FAKE_PROFILE_REPORT);
    await user.click(await button('Dismiss'));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Dismiss the report on Anna Smirnova?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    await user.click(await button('Dismiss'));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toStrictEqual({ status: 'dismissed' });
    expect(await screen.findByText('The report is dismissed.')).toBeInTheDocument();
    expect(await screen.findByTestId('status-dismissed')).toHaveTextContent('Dismissed');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('says so when another moderator decided it first (409), and shows it decided', async () => {
    const user = userEvent.setup();
    renderShow(
      'site_moderator',
      SCAM_REPORT,
      new HttpError('This report has been decided already', 409, { message: 'This report has been decided already', code: 10409, status: 409 }),
    );
    await user.click(await button('Dismiss'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('This report has been decided already')).toBeInTheDocument();
    expect(await screen.findByTestId('status-actioned')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark as actioned' })).toBeNull();
  });

  it('shows a decided report’s decision, its note as written, and no decision buttons', async () => {
    renderShow('admin', DISMISSED_REPORT);
    expect(await screen.findByRole('heading', { name: 'Olga Petrova' })).toBeInTheDocument();
    const decision = within(screen.getByTestId('report-decision'));
    expect(decision.getByText('Decided by')).toBeInTheDocument();
    expect(decision.getByText('Staff #7')).toBeInTheDocument();
    expect(decision.getByText(/^11\/21\/2026, \d\d:\d\d [AP]M$/)).toBeInTheDocument();
    expect(decision.getByText((_, node) => node?.textContent === DISMISSED_REPORT.decision_note && node.tagName === 'SPAN')).toBeInTheDocument();
    expect(screen.getByTestId('status-dismissed')).toHaveTextContent('Dismissed');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as actioned' })).toBeNull();
    // Not a scam.
    expect(screen.queryByTestId('add-to-scammers')).toBeNull();
  });

  it('opens the scammers list’s form with the reported member’s name for a scam, decided or not', async () => {
    const user = userEvent.setup();
    renderShow('site_moderator', decided(SCAM_REPORT, 'actioned', null));
    await screen.findByRole('heading', { name: 'John Carter' });
    await user.click(await screen.findByRole('link', { name: 'Add to scammers list' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('John Carter');
  });

  it('has no such link for another reason', async () => {
    renderShow('site_moderator', FAKE_PROFILE_REPORT);
    await screen.findByRole('heading', { name: 'Anna Smirnova' });
    await button('Dismiss');
    expect(screen.queryByRole('link', { name: 'Add to scammers list' })).toBeNull();
  });

  it('links to the evidence: the chats between the two (man and lady found by sex), the reported member’s flagged letters and chat messages', async () => {
    renderShow('site_moderator', SCAM_REPORT);
    await screen.findByRole('heading', { name: 'John Carter' });
    const hrefOf = async (name: string) => decodeURIComponent((await screen.findByRole('link', { name })).getAttribute('href')!);
    expect(await hrefOf('Chats between them')).toBe('/chat-sessions?filter={"man_id":"200031","woman_id":"100014"}');
    expect(await hrefOf('Flagged letters of the reported member')).toBe('/letter-flags?filter={"sender_id":200031}');
    expect(await hrefOf('Flagged chat messages of the reported member')).toBe('/chat-flags?filter={"sender_id":"200031"}');
  });

  it('finds the man of the pair when the reported member is a lady', async () => {
    renderShow('admin', FAKE_PROFILE_REPORT);
    await screen.findByRole('heading', { name: 'Anna Smirnova' });
    const chats = decodeURIComponent((await screen.findByRole('link', { name: 'Chats between them' })).getAttribute('href')!);
    expect(chats).toBe(`/chat-sessions?filter={"man_id":"${FAKE_PROFILE_REPORT.reporter_id}","woman_id":"${FAKE_PROFILE_REPORT.reported_id}"}`);
  });

  it('speaks Russian', async () => {
    await i18nProvider.changeLocale('ru');
    renderShow('site_moderator', SCAM_REPORT);
    expect(await screen.findByRole('heading', { name: 'John Carter' })).toBeInTheDocument();
    expect(screen.getByTestId('reason-21')).toHaveTextContent('Мошенничество');
    expect(screen.getByTestId('status-open')).toHaveTextContent('Открыта');
    expect(screen.getByText('Подробности')).toBeInTheDocument();
    expect(await button('Отклонить')).toBeInTheDocument();
    expect(await button('Меры приняты')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'В список мошенников' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Чаты между ними' })).toBeInTheDocument();
  });
});
