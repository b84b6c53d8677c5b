import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Reversal |||| Reversals',
  fields: { charge_id: 'Charge', reason: 'Reason' },
  action: 'Reverse',
  title: 'Reverse this charge?',
  intro:
    '%{amount} credits for %{service} go back to %{name}. A charge can be reversed once; the reversal appears in the statement with your name and the reason.',
  submit: 'Reverse the charge',
  done: 'Reversed: %{amount} credits are back. Available now: %{available}.',
  done_again: 'This reversal was already made; nothing more was given back.',
};

const ru: ResourceMessages = {
  name: 'Возврат списания |||| Возвраты списаний',
  fields: { charge_id: 'Списание', reason: 'Причина' },
  action: 'Вернуть',
  title: 'Вернуть это списание?',
  intro:
    '%{amount} кредитов за «%{service}» вернутся пользователю %{name}. Списание можно вернуть один раз; возврат появится в выписке с вашим именем и причиной.',
  submit: 'Вернуть списание',
  done: 'Возвращено кредитов: %{amount}. Доступно теперь: %{available}.',
  done_again: 'Этот возврат уже был сделан; ничего больше не возвращено.',
};

export default { en, ru };
