import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import { onAPhone } from '../../testing/on-a-phone';
import { AuditDiff } from './AuditDiff';
import { AuditLogList } from './AuditLogList';
import { ActionField, ActorField, ResourceNameField } from './fields';

configure({ asyncUtilTimeout: 5_000 });

const UNBAN = {
  id: 2,
  at: '2026-11-30T02:44:00Z',
  actor_staff_id: '1001',
  actor_role: 'admin',
  action: 'member.unban',
  resource: 'members',
  record_id: '100086',
  service: 'identity',
  before: { banned: true, ban_reason: 'spam', name: 'Alan' },
  after: { banned: false, ban_reason: null, name: 'Alan' },
};

function providerWithStaff() {
  const getMany = vi.fn(() => Promise.resolve({ data: [{ id: 1001, name: 'Demo Admin' }] }));
  const getList = vi.fn(() => Promise.resolve({ data: [UNBAN], total: 1 }));
  return {
    getMany,
    getList,
    dataProvider: testDataProvider({ getMany: getMany as unknown as DataProvider['getMany'], getList: getList as unknown as DataProvider['getList'] }),
  };
}

describe('the audit log', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("names the action in words and the admin's actor by name, not by key and id", async () => {
    const { dataProvider, getMany } = providerWithStaff();
    renderAs('admin', dataProvider, <AuditLogList />, '/audit-log');
    const row = (await screen.findByText('Member unbanned')).closest('tr')!;
    expect(await within(row).findByText('Demo Admin')).toBeInTheDocument();
    expect(within(row).getByText('Members')).toBeInTheDocument();
    expect(within(row).queryByText('member.unban')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toContain('Staff member');
    expect(getMany).toHaveBeenCalledWith('staff', expect.objectContaining({ ids: ['1001'] }));
  });

  it('shows finance, who may not read the staff list, the id', async () => {
    const { dataProvider, getMany } = providerWithStaff();
    renderAs('finance', dataProvider, <AuditLogList />, '/audit-log');
    const row = (await screen.findByText('Member unbanned')).closest('tr')!;
    expect(await within(row).findByText('#1001')).toBeInTheDocument();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('speaks Russian, and keeps an action it does not know as its key', async () => {
    await i18nProvider.changeLocale('ru');
    renderAs(
      'finance',
      testDataProvider(),
      <>
        <RecordContextProvider value={UNBAN}>
          <ActionField />
          <ActorField />
        </RecordContextProvider>
        <RecordContextProvider value={{ ...UNBAN, id: 3, action: 'something.new' }}>
          <ActionField />
        </RecordContextProvider>
      </>,
      '/audit-log',
    );
    expect(await screen.findByText('Участник разблокирован')).toBeInTheDocument();
    expect(screen.getByText('something.new')).toBeInTheDocument();
  });

  it("lists the server's video decisions (video.*, on video-moderation) in words, not as keys", async () => {
    const video = { ...UNBAN, id: 4, action: 'video.site-reject', resource: 'video-moderation', record_id: '77', service: 'profiles' };
    const getList = vi.fn(() => Promise.resolve({ data: [video, { ...video, id: 5, action: 'video.agency-accept' }], total: 2 }));
    renderAs('finance', testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), <AuditLogList />, '/audit-log');
    const row = (await screen.findByText('Video rejected by the site')).closest('tr')!;
    expect(within(row).getByText('Video moderation')).toBeInTheDocument();
    expect(screen.getByText('Video accepted by the agency')).toBeInTheDocument();
    expect(screen.queryByText(/^video\./)).toBeNull();
  });

  it.each([
    ['en', ['Video accepted by the agency', 'Video rejected by the agency', 'Video accepted by the site', 'Video rejected by the site'], 'Video moderation'],
    ['ru', ['Видео принято агентством', 'Видео отклонено агентством', 'Видео принято сайтом', 'Видео отклонено сайтом'], 'Модерация видео'],
  ])('names each video decision and its resource in %s', async (locale, labels, resourceName) => {
    await i18nProvider.changeLocale(locale);
    const actions = ['video.agency-accept', 'video.agency-reject', 'video.site-accept', 'video.site-reject'];
    renderAs(
      'finance',
      testDataProvider(),
      <>
        {actions.map((action, i) => (
          <RecordContextProvider key={action} value={{ ...UNBAN, id: 10 + i, action, resource: 'video-moderation' }}>
            <ActionField />
          </RecordContextProvider>
        ))}
        <RecordContextProvider value={{ ...UNBAN, id: 20, action: actions[0], resource: 'video-moderation' }}>
          <ResourceNameField />
        </RecordContextProvider>
      </>,
      '/audit-log',
    );
    for (const [i, label] of labels.entries()) expect((await screen.findByText(label)).getAttribute('title')).toBe(actions[i]);
    expect(screen.getByText(resourceName)).toBeInTheDocument();
  });

  it('on a phone, lists each changed field as a block: its name, then before, then after', async () => {
    restore = onAPhone();
    renderAs(
      'admin',
      testDataProvider(),
      <RecordContextProvider value={UNBAN}>
        <AuditDiff />
      </RecordContextProvider>,
      '/audit-log',
    );
    const diff = await screen.findByTestId('audit-diff');
    expect(diff.tagName).toBe('UL');
    expect(diff.querySelector('table')).toBeNull();
    const banned = within(diff).getByText('banned').closest('li')!;
    expect(banned.getAttribute('data-change')).toBe('changed');
    expect(banned.textContent).toMatch(/banned.*changed.*Before.*true.*After.*false/);
    // An unchanged field shows its value once.
    const name = within(diff).getByText('name').closest('li')!;
    expect(name.getAttribute('data-change')).toBe('same');
    expect(within(name).getAllByText('Alan')).toHaveLength(1);
  });
});
