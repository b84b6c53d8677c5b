import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/app/overlays/confirm-dialog';
import { useSession } from '@/shared/store/session-store';
import { openModal, useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import type { Letter } from './api/letters';
import { aLetter } from './testing';
import { MailModal } from './components/mail-modal';
import SendLetterModal from './components/send-letter-modal';

const field = (modal: HTMLElement, label: string) => within(modal).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
const discardQuestion = () => screen.queryByRole('dialog', { name: 'Discard this letter?' });

/** Types into a field of the modal (pasted: jsdom's typing key by key is slow on a busy machine). */
async function write(user: ReturnType<typeof userEvent.setup>, modal: HTMLElement, label: string, text: string) {
  await user.click(field(modal, label));
  await user.paste(text);
}

/** Answers the discard question with one of its buttons, and waits for it to go. */
async function answer(user: ReturnType<typeof userEvent.setup>, button: 'Discard' | 'Keep writing') {
  const question = await screen.findByRole('dialog', { name: 'Discard this letter?' });
  expect(question).toHaveTextContent('what you wrote will be lost');
  await user.click(within(question).getByRole('button', { name: button }));
  await waitFor(() => expect(discardQuestion()).toBeNull());
}

describe('the send-letter modal with an unsent letter', () => {
  function openSendLetter(target: { companionId: number; name: string; subject?: string }, handlers: Parameters<typeof fakeApi>[0] = {}) {
    useUi.setState({ modals: {}, modalData: {}, confirmState: null });
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
    const api = fakeApi(handlers);
    const view = renderWithApp(
      <>
        <SendLetterModal />
        <ConfirmDialog />
      </>,
    );
    act(() => openModal('sendLetter', target));
    return { api, ...view };
  }
  const isOpen = () => !!useUi.getState().modals.sendLetter;

  it('asks before Escape or a click beside it throws the typed text away; Keep writing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    openSendLetter({ companionId: 100001, name: 'John' });
    const modal = await screen.findByTestId('send-letter-modal');
    await write(user, modal, 'Letter', 'Dear John, I liked your letter.');

    await user.keyboard('{Escape}');
    await answer(user, 'Keep writing');
    expect(isOpen()).toBe(true);
    expect(field(modal, 'Letter')).toHaveValue('Dear John, I liked your letter.');

    // A click on the backdrop, beside the dialog.
    await user.click(modal.querySelector('.MuiDialog-container')!);
    await answer(user, 'Discard');
    expect(isOpen()).toBe(false);
  });

  it('asks before its close button drops a subject she wrote or attached photos', async () => {
    const user = userEvent.setup();
    openSendLetter(
      { companionId: 100001, name: 'John' },
      { 'member-photo/album-photo': ok([{ id: 5, state: 'accepted', preview: '/p5.jpg', locked: false }]) },
    );
    const modal = await screen.findByTestId('send-letter-modal');
    await write(user, modal, 'Subject', 'Hello');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await answer(user, 'Keep writing');
    expect(isOpen()).toBe(true);

    // Only a photo left: still something to lose.
    await user.clear(field(modal, 'Subject'));
    await user.click(await within(modal).findByRole('button', { name: 'Attach photos' }));
    await user.click(await within(modal).findByRole('button', { name: 'Photo 5' }));
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await answer(user, 'Discard');
    expect(isOpen()).toBe(false);
  });

  it.each([
    ['an empty form', undefined],
    ['a form holding only the subject it was opened with', 'Thank you for the roses'],
  ])('closes %s at once', async (_, subject) => {
    const user = userEvent.setup();
    openSendLetter({ companionId: 100001, name: 'John', subject });
    const modal = await screen.findByTestId('send-letter-modal');
    if (subject) expect(field(modal, 'Subject')).toHaveValue(subject);
    // Whitespace is not a letter.
    await write(user, modal, 'Letter', '   ');
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(useUi.getState().confirmState).toBeNull();
  });

  it('closes without asking once the letter is sent', async () => {
    const user = userEvent.setup();
    const { api, router } = openSendLetter(
      { companionId: 100001, name: 'John' },
      { 'letter/send-letter': ok({ id: 7, charged: 0 }), 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) },
    );
    const modal = await screen.findByTestId('send-letter-modal');
    await write(user, modal, 'Subject', 'Hello');
    await write(user, modal, 'Letter', 'Dear John, I liked your letter.');
    await user.click(within(modal).getByTestId('send-letter'));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(api.callsTo('letter/send-letter')).toEqual([expect.objectContaining({ target_user_id: 100001, message: 'Dear John, I liked your letter.' })]);
    expect(router.state.location.pathname).toBe('/letters/outbox/100001');
    expect(useUi.getState().confirmState).toBeNull();
    expect(discardQuestion()).toBeNull();
  });
});

describe('the mail modal with a reply being written', () => {
  // His letter (John, 100001) to her, read and not answered yet: she replies.
  const letter: Letter = aLetter(31, {
    sender_id: 100001,
    recipient_id: 200001,
    subject: 'Greetings from Boston',
    message: 'Would you tell me about Kyiv?',
    time_open: '2026-11-20T11:00:00Z',
    checked: true,
  });

  function openMail(handlers: Parameters<typeof fakeApi>[0] = {}) {
    useUi.setState({ confirmState: null });
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
    const api = fakeApi(handlers);
    const onClose = vi.fn();
    renderWithApp(
      <>
        <MailModal open letter={letter} companion={{ user_id: 100001, name: 'John', avatar: null }} onClose={onClose} />
        <ConfirmDialog />
      </>,
    );
    return { api, onClose };
  }

  it('asks before its close button or Escape throws the reply away', async () => {
    const user = userEvent.setup();
    const { onClose } = openMail();
    const modal = await screen.findByTestId('mail-modal');
    await user.click(within(modal).getByTestId('reply'));
    await write(user, modal, 'Letter', 'Dear John, Kyiv is beautiful in spring.');

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await answer(user, 'Keep writing');
    expect(onClose).not.toHaveBeenCalled();
    expect(field(modal, 'Letter')).toHaveValue('Dear John, Kyiv is beautiful in spring.');

    await user.click(field(modal, 'Letter'));
    await user.keyboard('{Escape}');
    await answer(user, 'Discard');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once while the reply is empty', async () => {
    const user = userEvent.setup();
    const { onClose } = openMail();
    const modal = await screen.findByTestId('mail-modal');
    await user.click(within(modal).getByTestId('reply'));
    await user.click(field(modal, 'Letter'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useUi.getState().confirmState).toBeNull();
  });

  it('closes without asking once the reply is sent', async () => {
    const user = userEvent.setup();
    const { api, onClose } = openMail({ 'letter/reply-on-letter': ok({ id: 32, charged: 0 }) });
    const modal = await screen.findByTestId('mail-modal');
    await user.click(within(modal).getByTestId('reply'));
    await write(user, modal, 'Letter', 'Dear John, Kyiv is beautiful in spring.');
    await user.click(within(modal).getByTestId('send-letter'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.callsTo('letter/reply-on-letter')).toEqual([expect.objectContaining({ message_id: 31 })]);
    expect(useUi.getState().confirmState).toBeNull();
  });
});
