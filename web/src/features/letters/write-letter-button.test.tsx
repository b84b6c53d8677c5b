import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { WriteLetterButton } from './components/write-letter-button';

describe('the Write button on a profile', () => {
  beforeEach(() => useUi.setState({ modals: {}, modalData: {} }));

  it('is disabled for a lady until the man wrote to her, and its tooltip says why', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
    const api = fakeApi({ 'letter/avaible-to-write': ok({ user_id: 11, available: false, reason: 'lady_first_letter' }) });
    renderWithApp(<WriteLetterButton userId={11} name="John" />);
    const closed = await screen.findByTestId('write-letter-closed');
    expect(screen.getByTestId('write-letter')).toBeDisabled();
    expect(closed).toHaveAccessibleName(/once he has sent you a letter/);
    expect(api.callsTo('letter/avaible-to-write')).toEqual([expect.objectContaining({ target_user_id: 11 })]);
  });

  it('opens the send-letter modal when mail would take the letter', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
    fakeApi({ 'letter/avaible-to-write': ok({ user_id: 11, available: true, reason: null }) });
    renderWithApp(<WriteLetterButton userId={11} name="John" />);
    await waitFor(() => expect(screen.getByTestId('write-letter')).toBeEnabled());
    expect(screen.queryByTestId('write-letter-closed')).toBeNull();
    await userEvent.click(screen.getByTestId('write-letter'));
    expect(useUi.getState().modals.sendLetter).toBe(true);
    expect(useUi.getState().modalData.sendLetter).toEqual({ companionId: 11, name: 'John' });
  });
});
