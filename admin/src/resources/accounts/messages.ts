import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Credit account |||| Credit accounts',
  fields: {
    id: 'Member ID',
    q: 'Search',
    name: 'Member',
    posted: 'Posted',
    held: 'Held',
    available: 'Available',
    chargebacks: 'Charged back',
    flagged: 'Flagged',
    version: 'Events',
    opened_at: 'Opened',
    updated_at: 'Last activity',
  },
  flagged: 'Flagged',
  flagged_help: 'A refund or chargeback took credits back; check the statement.',
  balance: {
    posted: 'Posted',
    posted_help: 'Every credit in and out so far',
    held: 'Held',
    held_help: 'Reserved for a chat or gift in progress',
    available: 'Available',
    available_help: 'What the member can spend now',
  },
  tabs: { statement: 'Statement', holds: 'Open holds', orders: 'Orders', payments: 'Payments' },
  empty: 'No credit accounts yet. A man’s account opens when he registers.',
};

const ru: ResourceMessages = {
  name: 'Кредитный счёт |||| Кредитные счета',
  fields: {
    id: 'ID участника',
    q: 'Поиск',
    name: 'Участник',
    posted: 'Проведено',
    held: 'В резерве',
    available: 'Доступно',
    chargebacks: 'Оспорено',
    flagged: 'С пометкой',
    version: 'Событий',
    opened_at: 'Открыт',
    updated_at: 'Последнее событие',
  },
  flagged: 'С пометкой',
  flagged_help: 'Возврат или оспаривание платежа забрали кредиты; проверьте выписку.',
  balance: {
    posted: 'Проведено',
    posted_help: 'Все поступления и списания',
    held: 'В резерве',
    held_help: 'Зарезервировано для чата или подарка',
    available: 'Доступно',
    available_help: 'Сколько участник может потратить сейчас',
  },
  tabs: { statement: 'Выписка', holds: 'Резервы', orders: 'Заказы', payments: 'Платежи' },
  empty: 'Кредитных счетов пока нет. Счёт мужчины открывается при регистрации.',
};

export default { en, ru };
