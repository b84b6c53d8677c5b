import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken } from '@/testing/fake-api';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithApp } from '@/testing/render';
import Footer from './footer';

/** The phone layout (768 px or less) or the desktop one. */
const phone = (matches: boolean) => mockMatchMedia(() => matches);

const TAGLINE = 'International dating and introductions for people ready for a serious relationship.';
const groups = () => screen.getAllByRole('navigation');

beforeEach(() => {
  fakeApi({});
  useSession.setState({ token: null, userType: null, userId: null });
});
afterEach(() => vi.restoreAllMocks());

describe('the footer', () => {
  it('on a desktop shows every group open: the twelve pages, contact and unsubscribe', async () => {
    phone(false);
    renderWithApp(<Footer />);
    expect(await screen.findByText(TAGLINE)).toBeInTheDocument();
    expect(document.querySelector('footer details')).toBeNull();
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/'))).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'Safety Tips' })).toBeVisible();
  });

  it('on a phone collapses each group under its title, its links still there', async () => {
    phone(true);
    renderWithApp(<Footer />);
    expect(await screen.findByText(TAGLINE)).toBeInTheDocument();
    expect(groups().map((nav) => nav.querySelector('summary')?.textContent)).toEqual(['Legal', 'Compliance', 'Information', 'Support']);
    for (const details of document.querySelectorAll('footer details')) expect(details).not.toHaveAttribute('open');
    expect(document.querySelectorAll('footer nav a[href^="/"]')).toHaveLength(14);
  });

  it("a signed-in member's phone footer drops the tagline and the language switch (her menu has it)", async () => {
    phone(true);
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    renderWithApp(<Footer />);
    expect(await screen.findByText('Legal')).toBeInTheDocument();
    expect(screen.queryByText(TAGLINE)).toBeNull();
    expect(screen.queryByTestId('language-switch')).toBeNull();
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
