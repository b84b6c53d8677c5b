import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { LetterForm } from './components/letter-form';

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
