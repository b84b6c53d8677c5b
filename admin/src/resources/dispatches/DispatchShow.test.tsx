import { configure, screen, waitFor } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import type { DispatchRecord } from './DispatchList';
import { DispatchShow } from './DispatchShow';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

// As mail's admin API answers it: the lady's own proposal is created by `member:<her id>`.
const PROPOSAL: DispatchRecord = {
  id: 1,
  lady_id: 100015,
  lady_name: 'Paola',
  agency_id: 'agency-1',
  subject: 'A little hello',
  message: 'Hello! The evenings are getting warmer here.',
  state: 'awaiting_approval',
  total: 5,
  sent: 0,
  skipped: 0,
  created_by: 'member:100015',
  created_at: '2026-12-02T08:36:00Z',
  proposed: true,
  decided_by: null,
  decided_at: null,
  reject_reason: null,
  finished_at: null,
};

function renderShow(record: DispatchRecord, role = 'site_moderator') {
  const getOne = vi.fn(() => Promise.resolve({ data: record }));
  renderAs(
    role,
    testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'] }),
    <Routes>
      <Route path="/dispatches/:id/show" element={<DispatchShow />} />
    </Routes>,
    `/dispatches/${record.id}/show`,
  );
}

describe("a dispatch's page", () => {
  it('names the lady who proposed it, linking to her page, instead of the raw member id', async () => {
    renderShow(PROPOSAL);
    expect(await screen.findByTestId('dispatch-creator')).toHaveTextContent('Paola');
    // A link once the role is known (a site moderator may open members' pages).
    await waitFor(() => expect(screen.getByTestId('dispatch-creator')).toHaveAttribute('href', '/members/100015/show'));
    expect(screen.queryByText('member:100015')).toBeNull();
  });

  it('names a staff member who created it by number, and who decided it', async () => {
    renderShow({ ...PROPOSAL, created_by: '7', proposed: false, state: 'sending', decided_by: '12', decided_at: '2026-12-02T09:00:00Z' });
    expect(await screen.findByText('Staff #7')).toBeInTheDocument();
    expect(screen.getByText('Staff #12')).toBeInTheDocument();
  });

  it('labels its state chip', async () => {
    renderShow(PROPOSAL);
    expect(await screen.findByText('Awaiting approval · 5 men')).toBeInTheDocument();
    expect(screen.getByText('State')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18nProvider.changeLocale('ru');
    renderShow(PROPOSAL);
    expect(await screen.findByTestId('dispatch-creator')).toHaveTextContent('Paola');
    expect(screen.getByText('Создал')).toBeInTheDocument();
    expect(screen.getByText('Состояние')).toBeInTheDocument();
    expect(screen.getByText('Ждёт одобрения · 5 мужчин')).toBeInTheDocument();
  });
});
