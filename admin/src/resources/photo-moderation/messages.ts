import type { ResourceMessages } from '../types';

/** The moderation queues' strings; `photo-moderation` and `video-moderation` differ only in the noun. */
export function moderationMessages(kind: 'photo' | 'video'): { en: ResourceMessages; ru: ResourceMessages } {
  const photo = kind === 'photo';
  const en: ResourceMessages = {
    name: photo ? 'Photo moderation |||| Photo moderation' : 'Video moderation |||| Video moderation',
    fields: {
      id: 'ID',
      preview_small: 'Preview',
      member_id: 'Member',
      member_name: 'Member',
      agency_id: 'Agency',
      album_type: 'Album',
      state: 'State',
      step: 'Waits for',
      size: 'Size (px)',
      bytes: 'Bytes',
      title: 'Title',
      duration: 'Length',
      created_at: 'Uploaded',
      agency_decision: 'Agency decision',
      agency_decided_by: 'Agency decided by',
      agency_decided_at: 'Agency decided at',
      site_decided_by: 'Site decided by',
      site_decided_at: 'Site decided at',
      reject_reason: 'Rejection reason',
    },
    states: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' },
    steps: { yours: 'Your decision', agency: 'Her agency', site: 'Site moderator' },
    preview_alt: photo ? 'Photo #%{id} of %{name}' : 'Video #%{id} of %{name}',
    rejected_because: photo ? 'This photo is rejected. Reason: %{reason}' : 'This video is rejected. Reason: %{reason}',
    decision: {
      accept: 'Accept',
      reject: 'Reject',
      title_reject: photo ? 'Reject the photo of %{name}?' : 'Reject the video of %{name}?',
      explain_reject: 'The member sees the reason. The decision is final and kept in the audit log.',
      reason_required: 'Give the reason of the rejection.',
      accepted: 'Accepted.',
      rejected: 'Rejected.',
      title_bulk_reject: photo
        ? 'Reject %{smart_count} photo? |||| Reject %{smart_count} photos?'
        : 'Reject %{smart_count} video? |||| Reject %{smart_count} videos?',
      bulk_accepted: '%{smart_count} accepted.',
      bulk_rejected: '%{smart_count} rejected.',
    },
    waiting: { mine: 'Waiting for me', all: 'Everything' },
    empty: photo
      ? {
          pending: 'No photo waits for moderation.',
          mine: 'No photo waits for your decision.',
          accepted: 'No accepted photos here.',
          rejected: 'No rejected photos here.',
        }
      : {
          pending: 'No video waits for moderation.',
          mine: 'No video waits for your decision.',
          accepted: 'No accepted videos here.',
          rejected: 'No rejected videos here.',
        },
  };
  const ru: ResourceMessages = {
    name: photo ? 'Модерация фото |||| Модерация фото' : 'Модерация видео |||| Модерация видео',
    fields: {
      id: 'ID',
      preview_small: 'Превью',
      member_id: 'Участница',
      member_name: 'Участница',
      agency_id: 'Агентство',
      album_type: 'Альбом',
      state: 'Состояние',
      step: 'Ждёт решения',
      size: 'Размер (px)',
      bytes: 'Байт',
      title: 'Название',
      duration: 'Длительность',
      created_at: 'Загружено',
      agency_decision: 'Решение агентства',
      agency_decided_by: 'Агентство: кто решил',
      agency_decided_at: 'Агентство: когда',
      site_decided_by: 'Сайт: кто решил',
      site_decided_at: 'Сайт: когда',
      reject_reason: 'Причина отклонения',
    },
    states: { pending: 'На проверке', accepted: 'Принято', rejected: 'Отклонено' },
    steps: { yours: 'Ваше решение', agency: 'Её агентство', site: 'Модератор сайта' },
    preview_alt: photo ? 'Фото №%{id}, %{name}' : 'Видео №%{id}, %{name}',
    rejected_because: photo ? 'Фото отклонено. Причина: %{reason}' : 'Видео отклонено. Причина: %{reason}',
    decision: {
      accept: 'Принять',
      reject: 'Отклонить',
      title_reject: photo ? 'Отклонить фото: %{name}?' : 'Отклонить видео: %{name}?',
      explain_reject: 'Участница увидит причину. Решение окончательное и сохраняется в журнале аудита.',
      reason_required: 'Укажите причину отклонения.',
      accepted: 'Принято.',
      rejected: 'Отклонено.',
      title_bulk_reject: photo
        ? 'Отклонить %{smart_count} фото? |||| Отклонить %{smart_count} фото? |||| Отклонить %{smart_count} фото?'
        : 'Отклонить %{smart_count} видео? |||| Отклонить %{smart_count} видео? |||| Отклонить %{smart_count} видео?',
      bulk_accepted: 'Принято: %{smart_count}.',
      bulk_rejected: 'Отклонено: %{smart_count}.',
    },
    waiting: { mine: 'Ждут моего решения', all: 'Все' },
    empty: photo
      ? {
          pending: 'Нет фото, ожидающих модерации.',
          mine: 'Нет фото, ожидающих вашего решения.',
          accepted: 'Здесь нет принятых фото.',
          rejected: 'Здесь нет отклонённых фото.',
        }
      : {
          pending: 'Нет видео, ожидающих модерации.',
          mine: 'Нет видео, ожидающих вашего решения.',
          accepted: 'Здесь нет принятых видео.',
          rejected: 'Здесь нет отклонённых видео.',
        },
  };
  return { en, ru };
}

export default moderationMessages('photo');
