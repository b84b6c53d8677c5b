import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { SiteError } from '@/shared/api';
import { type LetterDraft, LetterForm } from './components/letter-form';

const form = () => renderWithApp(<LetterForm withSubject pending={false} onSend={async () => undefined} />);
const signIn = (userType: 'man' | 'woman') => useSession.setState({ token: fakeToken(), userType, userId: userType === 'man' ? 100001 : 200001 });

describe('the price on the letter form', () => {
  it('tells a man what the letter costs once the price is known', async () => {
    signIn('man');
    const api = fakeApi({
      'site/settings/get-price': ok([
        { action: 'text_chat', price: 1 },
        { action: 'write_letter', price: 10 },
      ]),
    });
    form();
    expect(await screen.findByText('This letter costs 10 credits')).toBeInTheDocument();
    expect(screen.queryByText('Free for you')).toBeNull();
    expect(api.callsTo('site/settings/get-price')).toHaveLength(1);
  });

  it('shows a man a placeholder, never "free", while the price loads', async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-price': () => new Promise(() => undefined) });
    form();
    expect(await screen.findByTestId('letter-price-loading')).toBeInTheDocument();
    expect(screen.getByTestId('letter-price')).not.toHaveTextContent(/free|costs/i);
  });

  it('says nothing about the price to a man when it cannot be read', async () => {
    signIn('man');
    const api = fakeApi({ 'site/settings/get-price': fail(10400, 'API error occurred', 'boom', 500) });
    form();
    await screen.findByTestId('letter-form');
    await expect.poll(() => api.callsTo('site/settings/get-price').length).toBe(1);
    await expect.poll(() => screen.queryByTestId('letter-price-loading')).toBeNull();
    expect(screen.getByTestId('letter-price')).toBeEmptyDOMElement();
  });

  it('tells a woman the letter is free, without asking the price', async () => {
    signIn('woman');
    const api = fakeApi({});
    form();
    expect(await screen.findByText('Free for you')).toBeInTheDocument();
    expect(api.callsTo('site/settings/get-price')).toEqual([]);
  });
});

describe('a letter that did not go', () => {
  const serverFailed = new SiteError('site', 10400, 'API error occurred', null, 500);
  const refused = new SiteError('site', 10027, 'This letter id was already used for another letter', null, 409);
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

  async function failOnce(error: unknown, draftKey = 'to:100050') {
    const sent: LetterDraft[] = [];
    const view = renderWithApp(
      <LetterForm
        withSubject
        draftKey={draftKey}
        pending={false}
        onSend={async (draft) => {
          sent.push(draft);
          throw error;
        }}
      />,
    );
    // Pasted, not typed key by key: jsdom's typing is slow on a busy machine.
    await userEvent.click(field('Subject'));
    await userEvent.paste('Hello Anna');
    await userEvent.click(field('Letter'));
    await userEvent.paste('I would love to hear about Kyiv.');
    await userEvent.click(screen.getByTestId('send-letter'));
    await waitFor(() => expect(sent).toHaveLength(1));
    view.unmount();
    return sent[0]!;
  }

  it('comes back with its client letter id when the form opens again for her, so a charge it may have taken pays for it', async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-price': ok([{ action: 'write_letter', price: 10 }]) });
    const first = await failOnce(serverFailed);
    const sent: LetterDraft[] = [];
    const again = renderWithApp(<LetterForm withSubject draftKey="to:100050" pending={false} onSend={async (draft) => void sent.push(draft)} />);
    expect(await screen.findByText(/Your last send of this letter got no answer/)).toBeInTheDocument();
    expect(field('Subject')).toHaveValue('Hello Anna');
    expect(field('Letter')).toHaveValue('I would love to hear about Kyiv.');
    await userEvent.click(screen.getByTestId('send-letter'));
    await waitFor(() => expect(sent).toEqual([{ ...first }]));
    again.unmount();
    // Sent: nothing is kept any more.
    renderWithApp(<LetterForm withSubject draftKey="to:100050" pending={false} onSend={async () => undefined} />);
    expect(field('Letter')).toHaveValue('');
    expect(screen.queryByText(/Your last send of this letter got no answer/)).toBeNull();
  });

  it('is not kept after a refusal (nothing was charged), nor for another companion', async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-price': ok([{ action: 'write_letter', price: 10 }]) });
    await failOnce(refused, 'to:100060');
    const afterRefusal = renderWithApp(<LetterForm withSubject draftKey="to:100060" pending={false} onSend={async () => undefined} />);
    expect(field('Letter')).toHaveValue('');
    afterRefusal.unmount();
    await failOnce(serverFailed, 'to:100070');
    renderWithApp(<LetterForm withSubject draftKey="to:100080" pending={false} onSend={async () => undefined} />);
    expect(field('Letter')).toHaveValue('');
  });
});
