import { SERVICES } from '../finance-shared/messages';
import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Price |||| Prices',
  fields: { id: 'Service', action: 'Service', price: 'Price (credits)', updated_at: 'Changed', updated_by: 'Changed by' },
  services: SERVICES.en,
  intro: 'What each paid action costs a man, in credits. Only admins change prices.',
  change: 'Change',
  dialog_title: 'Price of %{service}',
  now: 'Now: %{smart_count} credit |||| Now: %{smart_count} credits',
  confirm_title: 'Change the price of %{service}?',
  confirm_content: 'Price in credits: %{from} → %{to}. The new price applies to new charges only; charges already made keep the price they used.',
  confirm: 'Change the price',
  same: 'That is the price already.',
  done: 'The price of %{service} is now %{smart_count} credit. |||| The price of %{service} is now %{smart_count} credits.',
  whole_number: 'Enter a whole number of credits.',
  read_only: 'Read only',
};

const ru: ResourceMessages = {
  name: 'Цена |||| Цены',
  fields: { id: 'Услуга', action: 'Услуга', price: 'Цена (кредиты)', updated_at: 'Изменена', updated_by: 'Кем изменена' },
  services: SERVICES.ru,
  intro: 'Сколько кредитов стоит мужчине каждое платное действие. Менять цены могут только администраторы.',
  change: 'Изменить',
  dialog_title: 'Цена: %{service}',
  now: 'Сейчас: %{smart_count} кредит |||| Сейчас: %{smart_count} кредита |||| Сейчас: %{smart_count} кредитов',
  confirm_title: 'Изменить цену услуги «%{service}»?',
  confirm_content: 'Цена в кредитах: %{from} → %{to}. Новая цена действует только для новых списаний; уже сделанные списания сохраняют свою цену.',
  confirm: 'Изменить цену',
  same: 'Цена уже такая.',
  done: 'Цена услуги «%{service}» теперь %{smart_count} кредит. |||| Цена услуги «%{service}» теперь %{smart_count} кредита. |||| Цена услуги «%{service}» теперь %{smart_count} кредитов.',
  whole_number: 'Введите целое число кредитов.',
  read_only: 'Только просмотр',
};

export default { en, ru };
