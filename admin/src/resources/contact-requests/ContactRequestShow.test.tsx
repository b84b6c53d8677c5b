import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ContactRequestShow } from './ContactRequestShow';
import { AT_AGENCY, AT_SITE, NO_AGENCY, REJECTED_BY_AGENCY, REJECTED_BY_SITE } from './test-records';
import { renderAs } from '../../testing/render-as';
import type { ContactRequestRecord } from './turn';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

function renderShow(role: string, record: ContactRequestRecord) {
  const getOne = vi.fn(() => Promise.resolve({ data: record }));
  renderAs(
    role,
    testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'] }),
    <Routes>
      <Route path="/contact-requests/:id/show" element={<ContactRequestShow />} />
    </Routes>,
    `/contact-requests/${record.id}/show`,
  );
  return getOne;
}

const line = (step: 'requested' | 'agency' | 'site') => screen.getByTestId(`history-${step}`);

describe('one contact request', () => {
  it('tells its history: who decided at each step, when, and the reason of a rejection', async () => {
    renderShow('site_moderator', REJECTED_BY_SITE);
    await screen.findByTestId('history');
    expect(screen.getByTestId('rejected')).toHaveTextContent('This request is rejected. Reason: Suspected scam account');
    expect(within(line('requested')).getByText('Requested, price 500 credits')).toBeInTheDocument();
    expect(within(line('requested')).getByText('David')).toBeInTheDocument();
    expect(within(line('agency')).getByText('Accepted')).toBeInTheDocument();
    expect(within(line('agency')).getByText('Agency Moderator')).toBeInTheDocument();
    expect(within(line('agency')).getByText(/2026/)).toBeInTheDocument();
    expect(within(line('site')).getByText('Rejected')).toBeInTheDocument();
    expect(within(line('site')).getByText('Site Moderator')).toBeInTheDocument();
    expect(within(line('site')).getByText('Suspected scam account')).toBeInTheDocument();
    // Decided: nobody's turn.
    expect(screen.queryByTestId('accept-16')).toBeNull();
  });

  it("puts an agency's rejection on the agency's line; the site never saw it", async () => {
    renderShow('agency_moderator', REJECTED_BY_AGENCY);
    await screen.findByTestId('history');
    expect(within(line('agency')).getByText('Rejected')).toBeInTheDocument();
    expect(within(line('agency')).getByText('She asked not to share her phone yet')).toBeInTheDocument();
    expect(within(line('site')).getByText('Not reached')).toBeInTheDocument();
  });

  it("offers the decision on her turn: the agency moderator's first, then the site's", async () => {
    renderShow('agency_moderator', AT_AGENCY);
    expect(await screen.findByTestId('accept-11')).toBeInTheDocument();
    expect(screen.getByTestId('reject-11')).toBeInTheDocument();
    expect(within(line('agency')).getByText('Waiting for a decision')).toBeInTheDocument();
    expect(within(line('site')).getByText('After her agency’s decision')).toBeInTheDocument();
  });

  it('shows a site moderator no decision while the agency decides', async () => {
    renderShow('site_moderator', AT_AGENCY);
    await screen.findByTestId('history');
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByTestId('accept-11')).toBeNull();
    expect(screen.queryByTestId('reject-11')).toBeNull();
    expect(screen.getAllByText('Her agency').length).toBeGreaterThan(0);
  });

  it('lets a site moderator decide for a lady without an agency', async () => {
    renderShow('site_moderator', NO_AGENCY);
    expect(await screen.findByTestId('accept-13')).toBeInTheDocument();
    expect(within(line('agency')).getByText('No agency: the site decides')).toBeInTheDocument();
  });

  it('shows an agency moderator no decision at the site step', async () => {
    renderShow('agency_moderator', AT_SITE);
    await screen.findByTestId('history');
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByTestId('accept-12')).toBeNull();
  });
});
