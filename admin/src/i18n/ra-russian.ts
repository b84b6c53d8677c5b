import russianMessages from 'ra-language-russian';

/**
 * ra-language-russian lags react-admin (5.4 against 5.15): the keys it lacks compared with
 * ra-language-english, and a few it leaves in English, written here. i18n.spec checks that
 * nothing of ra-language-english is missing from the result.
 */
export const raRussian = {
  ...russianMessages,
  ra: {
    ...russianMessages.ra,
    auth: { ...russianMessages.ra.auth, email: 'Эл. почта' },
    guesser: {
      ...russianMessages.ra.guesser,
      empty: { title: 'Нет данных для показа', message: 'Проверьте провайдер данных' },
    },
    notification: { ...russianMessages.ra.notification, data_provider_error: 'Ошибка провайдера данных. Подробности в консоли.' },
    validation: { ...russianMessages.ra.validation, email: 'Некорректный адрес эл. почты', regex: 'Должно соответствовать формату: %{pattern}' },
  },
};
