/**
 * Message pieces several finance resources carry in their own messages.ts (react-admin reads
 * them as `resources.<resource>.*`): the services of the price list and the CSV export's strings.
 */

export const SERVICES = {
  en: {
    text_chat: 'Text chat',
    video_chat: 'Video chat',
    write_letter: 'Letter',
    private_photo_buy: 'Private photo',
    private_video_buy: 'Private video',
    realinfo_request: 'Contact details',
    gift: 'Gift',
  },
  ru: {
    text_chat: 'Текстовый чат',
    video_chat: 'Видеочат',
    write_letter: 'Письмо',
    private_photo_buy: 'Закрытое фото',
    private_video_buy: 'Закрытое видео',
    realinfo_request: 'Контактные данные',
    gift: 'Подарок',
  },
} as const;

export const SERVICE_CHOICES = Object.keys(SERVICES.en).map((id) => ({ id, name: `resources.orders.services.${id}` }));

export const EXPORT = {
  en: {
    button: 'Export (CSV)',
    preparing: 'Preparing…',
    progress: 'Downloading… %{kb} KB',
    done: 'Saved %{name}',
    failed: 'The export failed. %{error}',
  },
  ru: {
    button: 'Экспорт (CSV)',
    preparing: 'Готовим…',
    progress: 'Загрузка… %{kb} КБ',
    done: 'Сохранён файл %{name}',
    failed: 'Экспорт не удался. %{error}',
  },
} as const;
