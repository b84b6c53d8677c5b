/**
 * The words the queues decided with POST .../decision share (contact requests, gifts): each
 * resource's messages.ts spreads these into its own `resources.<resource>.*` and adds what is its
 * own (its name, what the man asked for, what a decision does to him).
 */
const en = {
  fields: {
    man_id: 'Man',
    man_name: 'Man',
    lady_id: 'Lady',
    lady_name: 'Lady',
    agency_id: 'Agency',
    status: 'Status',
    reason: 'Rejection reason',
    agency_decided_by: 'Agency decided by',
    agency_decided_at: 'Agency decided at',
    site_decided_by: 'Site decided by',
    site_decided_at: 'Site decided at',
    q: 'Name or ID',
  },
  statuses: { process: 'In process', verification: 'In verification', accept: 'Accepted', reject: 'Rejected' },
  steps: {
    yours: 'Your decision',
    agency: 'Her agency',
    site: 'Site moderator',
    party_banned: 'Member banned: reject only',
    hold_expired: 'Credits returned (hold expired): reject only',
  },
  id_line: 'ID %{id}',
  decision: {
    accept: 'Accept',
    reject: 'Reject',
    reason_required: 'Give the reason of the rejection.',
    rejected: 'Rejected.',
    bulk_accepted: '%{smart_count} accepted.',
  },
  history: {
    title: 'History',
    step: 'Step',
    outcome: 'Decision',
    by: 'By',
    at: 'When',
    agency: 'Her agency',
    site: 'Site moderator',
    outcomes: {
      accepted: 'Accepted',
      rejected: 'Rejected',
      waiting: 'Waiting for a decision',
      no_agency: 'No agency: the site decides',
      after_agency: 'After her agency’s decision',
      not_reached: 'Not reached',
    },
  },
};

const ru: typeof en = {
  fields: {
    man_id: 'Мужчина',
    man_name: 'Мужчина',
    lady_id: 'Дама',
    lady_name: 'Дама',
    agency_id: 'Агентство',
    status: 'Статус',
    reason: 'Причина отклонения',
    agency_decided_by: 'Агентство: кто решил',
    agency_decided_at: 'Агентство: когда',
    site_decided_by: 'Сайт: кто решил',
    site_decided_at: 'Сайт: когда',
    q: 'Имя или ID',
  },
  statuses: { process: 'В обработке', verification: 'На проверке', accept: 'Принят', reject: 'Отклонён' },
  steps: {
    yours: 'Ваше решение',
    agency: 'Её агентство',
    site: 'Модератор сайта',
    party_banned: 'Участник заблокирован: только отклонить',
    hold_expired: 'Кредиты возвращены (резерв истёк): только отклонить',
  },
  id_line: 'ID %{id}',
  decision: {
    accept: 'Принять',
    reject: 'Отклонить',
    reason_required: 'Укажите причину отклонения.',
    rejected: 'Отклонено.',
    bulk_accepted: 'Принято: %{smart_count}.',
  },
  history: {
    title: 'История',
    step: 'Шаг',
    outcome: 'Решение',
    by: 'Кто',
    at: 'Когда',
    agency: 'Её агентство',
    site: 'Модератор сайта',
    outcomes: {
      accepted: 'Принято',
      rejected: 'Отклонено',
      waiting: 'Ждёт решения',
      no_agency: 'Без агентства: решает сайт',
      after_agency: 'После решения агентства',
      not_reached: 'Не дошло',
    },
  },
};

export const QUEUE_MESSAGES = { en, ru };
