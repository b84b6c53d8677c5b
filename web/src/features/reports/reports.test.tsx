import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@dating/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import ProfilePage from '@/features/profile/routes/profile-page';
import { johnsProfile } from '@/features/profile/testing';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, type FakeApi, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { renderRoutes, renderWithApp } from '@/testing/render';
import { ReportMemberButton } from './components/report-member-button';

const MARIA = 7;
const JOHN = 100001;

/** Under a full parallel run the profile, then the dialog's lazy chunk, may take longer than findBy's second. */
const SLOW = { timeout: 5000 };

const toasts = () => useUi.getState().toasts.map((t) => `${t.type}: ${t.message}`);

/** The bodies of the report calls, without the member token the client adds to each. */
const reportCalls = (api: FakeApi) => api.callsTo('report/add').map(({ access_token: _token, ...body }) => body);

/** The profile `/profile/{id}` of a member (a lady by default), seen by John. */
function openProfile(handlers: Record<string, Record<string, unknown> | Handler>, { id = MARIA, userType = 'woman' as 'man' | 'woman', name = 'Maria' } = {}) {
  const api = fakeApi({
    'profile/load': ok({ ...johnsProfile, user_id: id, user_type: userType, name, contacts: undefined }),
    'member-photo/get-photos': ok([]),
    'member-video/load-videos': ok([]),
    'site/settings/get-price': ok([]),
    'kiss/avaible-to-kiss': ok([]),
    'favorite/chack-array': ok([{ user_id: id, status: 'can add', invite_received: false, i_blocked: false }]),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/profile/:id', element: <ProfilePage /> }], { route: `/profile/${id}`, queryClient: createQueryClient() });
  return { api, ...view };
}

async function openDialog(name = 'Report Maria') {
  await userEvent.click(await screen.findByTestId('report-button', {}, SLOW));
  return screen.findByRole('dialog', { name }, SLOW);
}

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: JOHN });
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
});

describe('the Report button', () => {
  it('compact (a crowded header on a phone) is the flag alone, still named Report and opening the dialog', async () => {
    fakeApi({});
    renderWithApp(<ReportMemberButton userId={MARIA} name="Maria" userType="woman" compact />);
    const button = await screen.findByRole('button', { name: 'Report' });
    expect(button).not.toHaveTextContent('Report');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Report Maria' }, SLOW)).toBeInTheDocument();
  });

  it("sits beside Ignore on another member's profile and opens the dialog with the focus inside; Escape closes it", async () => {
    const { api } = openProfile({});
    const button = await screen.findByTestId('report-button', {}, SLOW);
    expect(button).toHaveAccessibleName('Report');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await screen.findByTestId('ignore-button');
    expect(button.parentElement).toBe(screen.getByTestId('ignore-button').parentElement);

    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Tell us what is wrong. Our moderators will look into it; Maria will not know who reported.');
    const reasons = within(dialog).getByRole('radiogroup', { name: 'What is wrong?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Scam or asking for money', 'Fake profile', 'Harassment or threats', 'Offensive photos or words', 'Looks under 18', 'Other']);
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('report-details-counter')).toHaveTextContent(`0 / ${REPORT_LIMITS.detailsMax}`);
    expect(dialog).toHaveTextContent('Required for “Other”.');
    expect(within(dialog).getByRole('checkbox', { name: 'Also block Maria' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('report/add')).toEqual([]);
  });

  const never: [string, 'man' | 'woman', number, { id: number; userType: 'man' | 'woman'; name: string }][] = [
    ['on his own profile', 'man', JOHN, { id: JOHN, userType: 'man', name: 'John' }],
    ['for a member of his own sex (the server refuses it)', 'man', JOHN, { id: 100002, userType: 'man', name: 'Peter' }],
  ];
  it.each(never)('is not shown %s', async (_when, viewerType, viewerId, profile) => {
    useSession.setState({ token: fakeToken(), userType: viewerType, userId: viewerId });
    openProfile({}, profile);
    await screen.findByTestId('profile-actions', {}, SLOW);
    await screen.findByTestId('wink-button');
    expect(screen.queryByTestId('report-button')).toBeNull();
  });
});

describe('the report dialog', () => {
  it('refuses "Other" without details and details over the limit, under the fields, and sends nothing', async () => {
    const { api } = openProfile({});
    const dialog = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Send report' });

    await userEvent.click(send);
    expect(await within(dialog).findByText('Choose what is wrong')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Scam or asking for money' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details' }), '   ');
    await userEvent.click(send);
    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    await waitFor(() => expect(details).toHaveAccessibleDescription(expect.stringContaining(REPORT_MESSAGES.detailsRequired)));
    expect(details).toHaveAttribute('aria-invalid', 'true');
    // The form takes the member to the field with the error.
    expect(details).toHaveFocus();
    expect(within(dialog).queryByText('Choose what is wrong')).toBeNull();

    await userEvent.clear(details);
    await userEvent.click(details);
    await userEvent.paste('x'.repeat(REPORT_LIMITS.detailsMax + 1));
    expect(within(dialog).getByTestId('report-details-counter')).toHaveTextContent('1001 / 1000');
    await userEvent.click(send);
    await waitFor(() => expect(details).toHaveAccessibleDescription(expect.stringContaining(REPORT_MESSAGES.detailsTooLong)));

    expect(api.callsTo('report/add')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Report Maria' })).toBeInTheDocument();
  });

  it('Enter on a reason chooses it without sending the report', async () => {
    const { api } = openProfile({ 'report/add': ok({ report_id: 1, user_id: MARIA }) });
    const dialog = await openDialog();
    const scam = within(dialog).getByRole('radio', { name: 'Scam or asking for money' });
    await userEvent.click(scam);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(api.callsTo('report/add')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Report Maria' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Fake profile' })).toBeChecked();
  });

  it('a good report posts exactly the target, the reason and the trimmed details, thanks the member and closes', async () => {
    const { api } = openProfile({ 'report/add': ok({ report_id: 41, user_id: MARIA }) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or asking for money' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details' }), '  She asked me for 500 dollars for a visa. ');
    expect(within(dialog).getByTestId('report-details-counter')).toHaveTextContent('40 / 1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reportCalls(api)).toEqual([{ target_user_id: MARIA, reason: 'scam', details: 'She asked me for 500 dollars for a visa.' }]);
    expect(toasts()).toContain('success: Thank you. Our moderators will look into it.');
    expect(api.callsTo('block/add')).toEqual([]);
  });

  it('"Also block" blocks her once the report is in', async () => {
    const { api } = openProfile({
      'report/add': ok({ report_id: 42, user_id: MARIA }),
      'block/add': ok({ user_id: MARIA }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block Maria' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(api.callsTo('block/add')).toEqual([expect.objectContaining({ target_user_id: MARIA })]));
    expect(api.calls.map((c) => c.path).filter((p) => p === 'report/add' || p === 'block/add')).toEqual(['report/add', 'block/add']);
    expect(reportCalls(api)).toEqual([{ target_user_id: MARIA, reason: 'fake_profile', details: '' }]);
    expect(toasts()).toContain('success: Thank you. Our moderators will look into it.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refusal (409: already reported) shows the server’s words in the dialog, which stays open; nothing is blocked', async () => {
    let answer: (value: unknown) => void = () => {};
    const { api } = openProfile({ 'report/add': () => new Promise((resolve) => (answer = resolve)) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or threats' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block Maria' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    // While it is sent: both buttons wait, with a progress indicator.
    await waitFor(() => expect(within(dialog).getByTestId('report-send')).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { hidden: true })).toBeInTheDocument();

    answer(fail(10034, REPORT_MESSAGES.alreadyReported, REPORT_MESSAGES.alreadyReported, 409));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.alreadyReported);
    expect(screen.getByRole('dialog', { name: 'Report Maria' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('report-send')).toBeEnabled();
    expect(api.callsTo('report/add')).toHaveLength(1);
    expect(api.callsTo('block/add')).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it("a field the server refuses (10002) gets the server's message under it", async () => {
    openProfile({ 'report/add': fail(10002, 'Validation error', { details: [REPORT_MESSAGES.detailsRequired] }) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Looks under 18' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    await waitFor(() => expect(details).toHaveAccessibleDescription(expect.stringContaining(REPORT_MESSAGES.detailsRequired)));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('speaks Russian: the title by her sex, the reasons, the fields, and the server’s refusal in Russian', async () => {
    openProfile({ 'report/add': fail(10034, REPORT_MESSAGES.tooMany, REPORT_MESSAGES.tooMany, 429) });
    await setLanguage('ru');
    try {
      const button = await screen.findByTestId('report-button', {}, SLOW);
      expect(button).toHaveAccessibleName('Пожаловаться');
      const dialog = await openDialog('Жалоба на участницу Maria');
      expect(dialog).toHaveTextContent('Расскажите, что не так. Модераторы во всём разберутся; Maria не узнает, кто пожаловался.');
      const reasons = within(dialog).getByRole('radiogroup', { name: 'Что не так?' });
      expect(
        within(reasons)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual([
        'Мошенничество или просьбы о деньгах',
        'Поддельная анкета',
        'Преследование или угрозы',
        'Оскорбительные фото или слова',
        'Выглядит моложе 18 лет',
        'Другое',
      ]);
      expect(within(dialog).getByRole('textbox', { name: 'Подробности' })).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: 'Также заблокировать участницу Maria' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('radio', { name: 'Другое' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
      const details = within(dialog).getByRole('textbox', { name: 'Подробности' });
      await waitFor(() => expect(details).toHaveAccessibleDescription(expect.stringContaining('Расскажите, что произошло')));

      await userEvent.type(details, 'Грубит');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(`В день можно отправить не более ${REPORT_LIMITS.perDay} жалоб`);
    } finally {
      await setLanguage('en');
    }
  });
});
