import { SERVICES } from '../finance-shared/messages';
import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Order |||| Orders',
  fields: {
    id: 'Charge',
    account_id: 'Account',
    member_name: 'Member',
    service: 'Service',
    unit_price: 'Price',
    quantity: 'Quantity',
    amount: 'Credits',
    reference: 'Reference',
    hold_id: 'From hold',
    reversed: 'Reversed',
    status: 'Status',
    created_at: 'Charged at',
    from: 'From',
    to: 'To',
  },
  services: SERVICES.en,
  statuses: { charged: 'Charged', reversed: 'Reversed' },
  empty: 'No orders yet.',
  details: 'Charge',
};

const ru: ResourceMessages = {
  name: 'Заказ |||| Заказы',
  fields: {
    id: 'Списание',
    account_id: 'Счёт',
    member_name: 'Участник',
    service: 'Услуга',
    unit_price: 'Цена',
    quantity: 'Количество',
    amount: 'Кредиты',
    reference: 'Ссылка',
    hold_id: 'Из резерва',
    reversed: 'Возвращено',
    status: 'Статус',
    created_at: 'Дата списания',
    from: 'С',
    to: 'По',
  },
  services: SERVICES.ru,
  statuses: { charged: 'Списано', reversed: 'Возвращено' },
  empty: 'Заказов пока нет.',
  details: 'Списание',
};

export default { en, ru };
