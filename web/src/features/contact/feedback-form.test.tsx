import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { FeedbackForm } from './components/feedback-form';
import { UnsubscribeByLink } from './components/unsubscribe-by-link';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const image = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('contact us form', () => {
  it('e-mail, subject and message required; subject ≤100, message ≤5000', async () => {
    fakeApi({});
    renderWithApp(<FeedbackForm kind="contact" />);
    await userEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    expect(screen.getByText('The Subject field is required')).toBeInTheDocument();
    expect(screen.getByText('The Message field is required')).toBeInTheDocument();
    await userEvent.click(field('Subject'));
    await userEvent.paste('s'.repeat(101));
    await userEvent.tab();
    expect(await screen.findByText('Subject cannot contain more than 100 characters')).toBeInTheDocument();
    await userEvent.click(field('Message'));
    await userEvent.paste('m'.repeat(5001));
    await userEvent.tab();
    expect(await screen.findByText('Message cannot contain more than 5000 characters')).toBeInTheDocument();
    await userEvent.click(field('Email'));
    await userEvent.paste(`${'a'.repeat(60)}@${'b'.repeat(40)}.com`);
    await userEvent.tab();
    expect(await screen.findByText('Email cannot contain more than 100 characters')).toBeInTheDocument();
  });

  it('attachments: gif, png or jpg only, at most 2 MB each; sent as form data', async () => {
    const api = fakeApi({ 'feedback/sent-contact-us': ok('Thank you for your message! We will respond within 24 hours.') });
    renderWithApp(<FeedbackForm kind="contact" />);
    const files = screen.getByTestId('attachments-input') as HTMLInputElement;
    await userEvent.upload(files, image('doc.pdf', 10, 'application/pdf'), { applyAccept: false });
    expect(await screen.findByText('Only gif, png or jpg files can be attached')).toBeInTheDocument();
    await userEvent.upload(files, image('huge.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Each file must be at most 2 MB')).toBeInTheDocument();
    await userEvent.upload(files, image('me.png', 1000));
    expect(screen.queryByText('Each file must be at most 2 MB')).not.toBeInTheDocument();
    expect(screen.getByText('me.png')).toBeInTheDocument();

    await userEvent.type(field('Email'), 'guest@example.com');
    await userEvent.type(field('Subject'), 'Payment question');
    await userEvent.type(field('Message'), 'Hello, I have a question.');
    await userEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-done')).toHaveTextContent('Thank you for your message! We will respond within 24 hours.');
    const sent = api.callsTo('feedback/sent-contact-us')[0]!;
    expect(sent).toMatchObject({ email: 'guest@example.com', subject: 'Payment question', message: 'Hello, I have a question.' });
    expect((sent.attachments as File).name).toBe('me.png');
  });
});

describe('unsubscribe form', () => {
  it('e-mail required and valid; the message is optional (≤5000)', async () => {
    const api = fakeApi({ 'feedback/user-sent': ok('ok') });
    renderWithApp(<FeedbackForm kind="unsubscribe" />);
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('The Email field must be a valid email address')).toBeInTheDocument();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'guest@example.com');
    await userEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(api.callsTo('feedback/user-sent')).toHaveLength(1));
    expect(api.callsTo('feedback/user-sent')[0]).toMatchObject({ email: 'guest@example.com', message: '' });
    expect(await screen.findByTestId('feedback-done')).toHaveTextContent('Request received');
  });
});

describe('unsubscribe by a link from an e-mail', () => {
  it('says what it stops and stops it only on a click (a mail scanner opening the page changes nothing)', async () => {
    const api = fakeApi({ 'email/unsubscribe': (body) => ok({ scope: String(body.token).split('.')[1] }) });
    renderWithApp(<UnsubscribeByLink token="100001.wink.c2lnbmF0dXJl" />);
    expect(await screen.findByRole('heading', { name: 'Stop e-mails about new winks?' })).toBeInTheDocument();
    expect(api.callsTo('email/unsubscribe')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('We will not send you e-mails about new winks any more.')).toBeInTheDocument();
    expect(api.callsTo('email/unsubscribe')).toEqual([expect.objectContaining({ token: '100001.wink.c2lnbmF0dXJl' })]);
    expect(screen.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute('href', '/settings/notifications');
  });

  it('says when the link is not valid, and the button can be tried again', async () => {
    const api = fakeApi({ 'email/unsubscribe': fail(10002, 'This unsubscribe link is not valid.') });
    renderWithApp(<UnsubscribeByLink token="forged" />);
    expect(await screen.findByRole('heading', { name: 'Stop all our e-mails?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByTestId('unsubscribe-link-error')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(api.callsTo('email/unsubscribe')).toHaveLength(1);
  });
});
