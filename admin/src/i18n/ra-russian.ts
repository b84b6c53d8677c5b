import russianMessages from 'ra-language-russian';

/**
 * ra-language-russian lags react-admin (5.4 against 5.15): the keys it lacks compared with
 * ra-language-english, a few it leaves in English, and its quoted record titles, written here. i18n.spec checks that
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
    // Its titles quote the record ('Запись аудита "#2"'); the English ones do not: "Запись аудита #2", "Сотрудник Анна".
    page: { ...russianMessages.ra.page, show: '%{name} %{recordRepresentation}', edit: '%{name} %{recordRepresentation}' },
    notification: { ...russianMessages.ra.notification, data_provider_error: 'Ошибка провайдера данных. Подробности в консоли.' },
    validation: { ...russianMessages.ra.validation, email: 'Некорректный адрес эл. почты', regex: 'Должно соответствовать формату: %{pattern}' },
  },
};
