import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import LettersPage from './routes/letters-page';

function open(path: string) {
  return renderRoutes(
    [
      { path: '/letters/:threadType', element: <LettersPage /> },
      { path: '/letters/:threadType/:companionId', element: <LettersPage /> },
      { path: '/not-found', element: <div data-testid="not-found" /> },
    ],
    { route: path },
  ).router;
}

describe('the letters route', () => {
  it.each(['/letters/outbox', '/letters/trash/200001'])('opens a known thread type, with or without a numeric companion: %s', async (path) => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    const router = open(path);
    expect(await screen.findByRole('tab', { name: 'Sent' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/letters/sent', '/letters/spam/12', '/letters/inbox/abc', '/letters/starred/12x', '/letters/inbox/0'])(
    'sends an unknown thread type or a companion id that is not a member id to /not-found (spec section 2): %s',
    async (path) => {
      const router = open(path);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/not-found');
    },
  );

  it.each([
    ['man', 'Letters with the people you write to', 'Open a profile you like and write a first letter.'],
    ['woman', 'Letters from the men who write to you', 'When a man writes to you, his letter appears here.'],
  ] as const)('tells a %s with an empty inbox how a correspondence starts for her', async (userType, lead, empty) => {
    useSession.setState({ token: fakeToken(), userType, userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    open('/letters/inbox');
    expect(await screen.findByText('No letters yet')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(lead))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(empty.replace('.', '\\.')))).toBeInTheDocument();
  });
});
