import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes, testQueryClient } from '@/testing/render';
import { createRoutes, defaultGuardDeps } from './router';

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
