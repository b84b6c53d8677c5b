import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes, testQueryClient } from '@/testing/render';
import { createRoutes, defaultGuardDeps } from './router';
import { findRoute } from './routes';

describe('the catch-all route', () => {
  it('redirects an unknown path to /not-found without React Router\'s "no element or Component" warning', async () => {
    useSession.setState({ token: null, userType: null, userId: null });
    fakeApi({ 'site/settings/get-all': ok({ captcha_interval: 30, registration_tries_count: 3, women_agreement_launch_interval: 30 }) });
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    try {
      const queryClient = testQueryClient();
      const { router } = renderRoutes(createRoutes({ ...defaultGuardDeps(queryClient), log: () => {} }), { route: '/no/such/page', queryClient });
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/not-found');
      const said = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
      expect(said.filter((line) => /does not have an element or Component/.test(line))).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('/sprite (developers only)', () => {
  const open = (route: string) => {
    useSession.setState({ token: null, userType: null, userId: null });
    fakeApi({ 'site/settings/get-all': ok({ captcha_interval: 30, registration_tries_count: 3, women_agreement_launch_interval: 30 }) });
    const queryClient = testQueryClient();
    return renderRoutes(createRoutes({ ...defaultGuardDeps(queryClient), log: () => {} }), { route, queryClient });
  };

  it('a development build has it, without signing in: the icon sheet and its title', async () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(findRoute('/sprite')?.name).toBe('sprite');
    const { router } = open('/sprite');
    expect(await screen.findByTestId('sprite-page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Icon sheet' })).toBeInTheDocument();
    expect(screen.getAllByTestId('sprite-icon').length).toBeGreaterThan(100);
    expect(router.state.location.pathname).toBe('/sprite');
    await waitFor(() => expect(document.title).toBe('Icon sheet · Amoria'));
  });

  it('a production build has no such route: /sprite goes to /not-found like any unknown path', async () => {
    vi.stubEnv('DEV', false);
    try {
      const { router } = open('/sprite');
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/not-found');
      expect(screen.queryByTestId('sprite-page')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
