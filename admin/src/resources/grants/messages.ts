import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Grant |||| Grants',
  fields: { account_id: 'Account', credits: 'Credits', reason: 'Reason' },
  action: 'Grant credits',
  title: 'Grant credits to %{name}',
  intro: 'The credits are added to the balance at once and appear in the statement as a grant with your name and the reason.',
  reason_help: 'Shown to finance in the statement and in the audit log.',
  submit: 'Grant',
  done: 'Granted %{smart_count} credit. Available now: %{available}. |||| Granted %{smart_count} credits. Available now: %{available}.',
  done_again: 'This grant was already made; nothing more was added.',
  whole_number: 'Enter a whole number of credits.',
};

const ru: ResourceMessages = {
  name: 'Начисление |||| Начисления',
  fields: { account_id: 'Счёт', credits: 'Кредиты', reason: 'Причина' },
  action: 'Начислить кредиты',
  title: 'Начислить кредиты: %{name}',
  intro: 'Кредиты сразу добавятся к балансу и появятся в выписке как начисление с вашим именем и причиной.',
  reason_help: 'Видна в выписке и в журнале действий.',
  submit: 'Начислить',
  done: 'Начислено кредитов: %{credits}. Доступно теперь: %{available}.',
  done_again: 'Это начисление уже было сделано; ничего не добавлено.',
  whole_number: 'Введите целое число кредитов.',
};

export default { en, ru };
