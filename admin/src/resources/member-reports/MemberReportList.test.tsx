import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import type { MemberReportRecord } from './member-report';
import { MemberReportList } from './MemberReportList';
import { DISMISSED_REPORT, FAKE_PROFILE_REPORT, SCAM_REPORT } from './test-records';

// Two slow cores: react-admin's lists settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type ListCall = { filter: Record<string, unknown>; sort: { field: string; order: string } };

function renderList(role: string, rows: MemberReportRecord[] = [FAKE_PROFILE_REPORT, SCAM_REPORT]) {
  const getList = vi.fn((_resource: string, _params: ListCall) => Promise.resolve({ data: rows, total: rows.length }));
  renderAs(
    role,
    testDataProvider({ getList: getList as unknown as DataProvider['getList'] }),
    <Routes>
      <Route path="/member-reports" element={<MemberReportList />} />
      <Route path="/member-reports/:id/show" element={<p>the report's page</p>} />
    </Routes>,
    '/member-reports',
  );
  return getList;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('the member reports list', () => {
  it('lists each report: when, the member reported with her open reports when there are several, the reason, who reported, the status, the first line of the details', async () => {
    renderList('site_moderator');
    await screen.findByText('John Carter');
    expect(headers()).toEqual(expect.arrayContaining(['Reported', 'Reported member', 'Reason', 'Reported by', 'Status', 'Details']));

    const scam = within(rowOf('John Carter'));
    expect(scam.getByText('ID 200031')).toBeInTheDocument();
    // A repeat offender: three reports on him are open.
    expect(scam.getByTestId('open-on-member-21')).toHaveTextContent('3 open reports');
    expect(scam.getByTestId('reason-21')).toHaveTextContent('Scam');
    expect(scam.getByText('Paola Rossi')).toBeInTheDocument();
    expect(scam.getByText('ID 100014')).toBeInTheDocument();
    expect(scam.getByText('Open')).toBeInTheDocument();
    // The first line only, the rest on hover.
    expect(scam.getByTestId('details-21')).toHaveTextContent('He asked me for money for a plane ticket. …');
    expect(scam.getByTestId('details-21')).toHaveAttribute('title', SCAM_REPORT.details);
    // Reported on 28 November 2026 (09:15 UTC: the same day in any time zone of the tests), as one short line, the full date on hover.
    expect(scam.getByText(/^11\/28\/26, \d\d:\d\d [AP]M$/)).toHaveAttribute('title', expect.stringMatching(/Nov 28, 2026/));
    // The name opens the member's page.
    expect(await scam.findByRole('link', { name: 'John Carter' })).toHaveAttribute('href', '/members/200031/show');

    const fake = within(rowOf('Anna Smirnova'));
    // Her only report: no count; nothing written: a dash.
    expect(fake.queryByTestId('open-on-member-22')).toBeNull();
    expect(fake.getByTestId('reason-22')).toHaveTextContent('Fake profile');
    expect(fake.getByTestId('details-22')).toHaveTextContent('—');
  });

  it('opens on the open reports, newest first, then filters by status, reason and a search', async () => {
    const user = userEvent.setup();
    const getList = renderList('admin');
    await screen.findByText('John Carter');
    expect(getList.mock.calls[0]![0]).toBe('member-reports');
    expect(getList.mock.calls[0]![1].sort).toEqual({ field: 'created_at', order: 'DESC' });
    expect(getList.mock.calls[0]![1].filter).toEqual({ status: 'open' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open');

    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Scam' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ status: 'open', reason: 'scam' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.trim())).toEqual(expect.arrayContaining(['Open', 'Dismissed', 'Actioned']));
    await user.click(screen.getByRole('option', { name: 'Actioned' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ status: 'actioned', reason: 'scam' }));

    await user.click(screen.getByPlaceholderText('Search'));
    await user.paste('Carter');
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ status: 'actioned', reason: 'scam', q: 'Carter' }), { timeout: 5_000 });
  });

  it('opens a report from its row', async () => {
    const user = userEvent.setup();
    renderList('site_moderator');
    await user.click(await screen.findByText('Fake profile'));
    expect(await screen.findByText("the report's page")).toBeInTheDocument();
  });

  it('says when no report is open', async () => {
    renderList('site_moderator', []);
    expect(await screen.findByText('No open reports: nothing waits for a decision.')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18nProvider.changeLocale('ru');
    renderList('admin', [SCAM_REPORT, DISMISSED_REPORT]);
    await screen.findByText('John Carter');
    expect(headers()).toEqual(expect.arrayContaining(['Поступила', 'На кого', 'Причина', 'От кого', 'Статус', 'Подробности']));
    expect(screen.getByTestId('reason-21')).toHaveTextContent('Мошенничество');
    expect(screen.getByTestId('reason-19')).toHaveTextContent('Домогательства');
    expect(screen.getByTestId('open-on-member-21')).toHaveTextContent('открытых жалоб: 3');
    expect(within(rowOf('Olga Petrova')).getByText('Отклонена')).toBeInTheDocument();
  });
});
