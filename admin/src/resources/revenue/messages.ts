import { SERVICES } from '../finance-shared/messages';
import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Revenue |||| Revenue',
  fields: {
    day: 'Day (UTC)',
    service: 'Service',
    charges: 'Charges',
    charged: 'Credits charged',
    reversed: 'Credits reversed',
    net: 'Net credits',
    from: 'From',
    to: 'To',
  },
  services: SERVICES.en,
  page_total: 'This page',
  intro: 'Credits spent per service per day, net of reversals; a reversal counts on the day it was made.',
  empty: 'No credits were spent in this period.',
};

const ru: ResourceMessages = {
  name: 'Выручка |||| Выручка',
  fields: {
    day: 'День (UTC)',
    service: 'Услуга',
    charges: 'Списаний',
    charged: 'Списано кредитов',
    reversed: 'Возвращено кредитов',
    net: 'Итого кредитов',
    from: 'С',
    to: 'По',
  },
  services: SERVICES.ru,
  page_total: 'На этой странице',
  intro: 'Кредиты, потраченные на каждую услугу по дням, за вычетом возвратов; возврат учитывается в день, когда он сделан.',
  empty: 'За этот период кредиты не тратились.',
};

export default { en, ru };
