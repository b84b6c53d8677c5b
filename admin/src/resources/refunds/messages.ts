import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Refund |||| Refunds',
  fields: { payment_id: 'Payment', payment_exception_id: 'Payment exception', reason: 'Reason' },
  action: 'Refund',
  title: 'Refund %{amount} to %{name}?',
  intro:
    'The provider (%{provider}) is asked to refund the sale. The credits are taken back when the provider confirms the refund; a refund is recorded with your name and the reason.',
  submit: 'Refund',
  sent: 'The refund was sent to the provider.',
  manual: 'Recorded. Make the refund at the provider: %{instructions}',
};

const ru: ResourceMessages = {
  name: 'Возврат платежа |||| Возвраты платежей',
  fields: { payment_id: 'Платёж', payment_exception_id: 'Исключение', reason: 'Причина' },
  action: 'Вернуть деньги',
  title: 'Вернуть %{amount}: %{name}?',
  intro:
    'Платёжная система (%{provider}) получит запрос на возврат. Кредиты будут списаны, когда она подтвердит возврат; возврат записывается с вашим именем и причиной.',
  submit: 'Вернуть деньги',
  sent: 'Запрос на возврат отправлен платёжной системе.',
  manual: 'Записано. Сделайте возврат в кабинете платёжной системы: %{instructions}',
};

export default { en, ru };
