import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { renderWithApp } from '@/testing/render';
import type { OwnProfile } from './api/profiles';
import { johnsProfile } from './testing';
import { ProfileView } from './components/profile-view';
import { AboutMeForm } from './routes/edit-about-me';

/** Age and birthday filled in, nothing about his looks. */
const empty = johnsProfile;

describe('a profile section with nothing filled in', () => {
  beforeEach(async () => {
    await ensureAccountStrings();
  });

  it('on his own profile: says so and links to the edit tab that fills it', async () => {
    renderWithApp(<ProfileView profile={empty} own detailsOnly />);
    const appearance = await screen.findByTestId('section-appearance');
    expect(appearance).toHaveTextContent('You have not filled this in yet.');
    expect(appearance.querySelector('a')).toHaveAttribute('href', '/edit/appearance');
    // Basics has his age: its rows show, with no empty note.
    expect(screen.getByTestId('section-basics')).toHaveTextContent('Age40');
    // His birthday as a date in words, not the API's 1985-04-12.
    expect(screen.getByTestId('section-basics')).toHaveTextContent('Date of birthApril 12, 1985');
    expect(screen.getByTestId('section-basics').querySelector('[data-testid="section-empty"]')).toBeNull();
  });

  it("on another member's profile (or a lady's own, kept by her agency): a plain note, no link", async () => {
    renderWithApp(<ProfileView profile={{ ...empty, user_type: 'woman' }} own detailsOnly />);
    const appearance = await screen.findByTestId('section-appearance');
    expect(appearance).toHaveTextContent('Not filled in yet.');
    expect(appearance.querySelector('a')).toBeNull();
    renderWithApp(<ProfileView profile={{ ...empty, age: null } as unknown as OwnProfile} detailsOnly />);
    expect(screen.getAllByTestId('section-basics')[1]).toHaveTextContent('Not filled in yet.');
  });
});

describe('a profile in Russian', () => {
  beforeEach(async () => {
    await ensureAccountStrings();
  });

  it("says never married and blond as a lady's or a man's, and measures in см and кг", async () => {
    const filled = (userType: 'man' | 'woman') =>
      ({
        ...empty,
        user_type: userType,
        profile_additional_info: { ...empty.profile_additional_info, marital_status: 'never been married', height_cm: 165, weight_kg: 55, hair_color: 'blond' },
      }) as unknown as OwnProfile;
    await setLanguage('ru');
    try {
      const hers = renderWithApp(<ProfileView profile={filled('woman')} detailsOnly />);
      expect(await screen.findByTestId('section-basics')).toHaveTextContent('Никогда не была замужем');
      expect(screen.getByTestId('section-appearance')).toHaveTextContent('165 см');
      expect(screen.getByTestId('section-appearance')).toHaveTextContent('55 кг');
      expect(screen.getByTestId('section-appearance')).toHaveTextContent('Блондинка');
      hers.unmount();
      renderWithApp(<ProfileView profile={filled('man')} detailsOnly />);
      expect(await screen.findByTestId('section-basics')).toHaveTextContent('Никогда не был женат');
      expect(screen.getByTestId('section-appearance')).toHaveTextContent(/Блондин(?!ка)/);
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the two "about" fields: about_me and about_yourself (how he spends his free time)', () => {
  const filled = {
    ...empty,
    profile_additional_info: {
      ...empty.profile_additional_info,
      about_me: 'Calm and kind.',
      about_yourself: 'On weekends I like to meet friends.',
      interests: [],
      pets: [],
      flowers: [],
      holidays: [],
    },
  } as unknown as OwnProfile;

  beforeEach(async () => {
    await ensureAccountStrings();
  });

  it('the edit form and the profile give them the same distinct labels', async () => {
    const form = renderWithApp(<AboutMeForm profile={filled} />);
    expect(await screen.findByRole('textbox', { name: 'About me' })).toHaveValue('Calm and kind.');
    expect(screen.getByRole('textbox', { name: 'My free time' })).toHaveValue('On weekends I like to meet friends.');
    form.unmount();
    renderWithApp(<ProfileView profile={filled} detailsOnly />);
    const about = await screen.findByTestId('section-about');
    expect(about).toHaveTextContent('About me');
    expect(within(about).getByRole('heading', { name: 'My free time' })).toBeInTheDocument();
    expect(about).not.toHaveTextContent('partner');
  });

  it('in Russian, not both «О себе»', async () => {
    await setLanguage('ru');
    try {
      const form = renderWithApp(<AboutMeForm profile={filled} />);
      expect(await screen.findByRole('textbox', { name: 'О себе' })).toHaveValue('Calm and kind.');
      expect(screen.getByRole('textbox', { name: 'Моё свободное время' })).toHaveValue('On weekends I like to meet friends.');
      form.unmount();
      renderWithApp(<ProfileView profile={filled} detailsOnly />);
      const about = await screen.findByTestId('section-about');
      expect(within(about).getByRole('heading', { name: 'Моё свободное время' })).toBeInTheDocument();
      expect(about).not.toHaveTextContent('О партнёре');
    } finally {
      await setLanguage('en');
    }
  });
});
