import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Ledger check |||| Ledger checks',
  fields: {
    id: 'Run',
    ok: 'Result',
    checked_accounts: 'Accounts checked',
    checked_events: 'Events checked',
    mismatch_count: 'Mismatches',
    mismatches: 'Mismatches',
    ran_at: 'Ran at',
    duration_ms: 'Took (ms)',
    staff_id: 'Run by',
    account_id: 'Account',
    problem: 'Problem',
  },
  intro: 'Every balance is recomputed from its account’s events and compared with the balance the site uses; stream versions must have no gaps.',
  verify: 'Verify now',
  running: 'Checking the ledger…',
  ok: 'Balanced',
  failed: 'Mismatch',
  done_ok: 'The ledger balances: %{accounts} accounts, %{events} events checked.',
  done_failed: 'The ledger check found %{count} mismatches.',
  system: 'Scheduled',
  no_mismatches: 'Every balance equals the sum of its events.',
  empty: 'The ledger has not been checked from here yet.',
};

const ru: ResourceMessages = {
  name: 'Проверка реестра |||| Проверки реестра',
  fields: {
    id: 'Запуск',
    ok: 'Результат',
    checked_accounts: 'Проверено счетов',
    checked_events: 'Проверено событий',
    mismatch_count: 'Расхождений',
    mismatches: 'Расхождения',
    ran_at: 'Время запуска',
    duration_ms: 'Длительность (мс)',
    staff_id: 'Кто запустил',
    account_id: 'Счёт',
    problem: 'Проблема',
  },
  intro: 'Каждый баланс пересчитывается по событиям счёта и сравнивается с балансом, которым пользуется сайт; в версиях потока не должно быть пропусков.',
  verify: 'Проверить сейчас',
  running: 'Проверяем реестр…',
  ok: 'Сходится',
  failed: 'Расхождение',
  done_ok: 'Реестр сходится: проверено счетов — %{accounts}, событий — %{events}.',
  done_failed: 'Проверка реестра нашла расхождений: %{count}.',
  system: 'По расписанию',
  no_mismatches: 'Каждый баланс равен сумме событий счёта.',
  empty: 'Реестр отсюда ещё не проверяли.',
};

export default { en, ru };
