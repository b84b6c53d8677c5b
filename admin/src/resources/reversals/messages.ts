import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Reversal |||| Reversals',
  fields: { charge_id: 'Charge', reason: 'Reason' },
  action: 'Reverse',
  title: 'Reverse this charge?',
  intro:
    '%{smart_count} credit for %{service} goes back to %{name}. A charge can be reversed once; the reversal appears in the statement with your name and the reason. |||| %{smart_count} credits for %{service} go back to %{name}. A charge can be reversed once; the reversal appears in the statement with your name and the reason.',
  submit: 'Reverse the charge',
  done: 'Reversed: %{smart_count} credit is back. Available now: %{available}. |||| Reversed: %{smart_count} credits are back. Available now: %{available}.',
  done_again: 'This reversal was already made; nothing more was given back.',
};

const ru: ResourceMessages = {
  name: 'Возврат списания |||| Возвраты списаний',
  fields: { charge_id: 'Списание', reason: 'Причина' },
  action: 'Вернуть',
  title: 'Вернуть это списание?',
  intro:
    'Кредиты за «%{service}» (%{amount}) вернутся пользователю %{name}. Списание можно вернуть один раз; возврат появится в выписке с вашим именем и причиной.',
  submit: 'Вернуть списание',
  done: 'Возвращено кредитов: %{amount}. Доступно теперь: %{available}.',
  done_again: 'Этот возврат уже был сделан; ничего больше не возвращено.',
};

export default { en, ru };
