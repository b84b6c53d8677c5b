import { REPORT_LIMITS } from '@dating/rules';
import type { enReports } from '../en/reports';
import type { Shape } from './index';

/** Русские строки жалобы на участника (чужая анкета). Имя не склоняется, поэтому «участника / участницу {name}». */
export const ruReports: Shape<typeof enReports> = {
  reports: {
    button: 'Пожаловаться',
    title: 'Жалоба: {name}',
    title_male: 'Жалоба на участника {name}',
    title_female: 'Жалоба на участницу {name}',
    lead: 'Расскажите, что не так. Модераторы во всём разберутся; {name} не узнает, кто пожаловался.',
    reason: 'Что не так?',
    reasons: {
      scam: 'Мошенничество или просьбы о деньгах',
      fake_profile: 'Поддельная анкета',
      harassment: 'Преследование или угрозы',
      offensive_content: 'Оскорбительные фото или слова',
      underage: 'Выглядит моложе 18 лет',
      other: 'Другое',
    },
    chooseReason: 'Выберите, что не так',
    details: 'Подробности',
    detailsHint: 'Обязательно, если выбрано «Другое».',
    alsoBlock: 'Также заблокировать: {name}',
    alsoBlock_male: 'Также заблокировать участника {name}',
    alsoBlock_female: 'Также заблокировать участницу {name}',
    cancel: 'Отмена',
    send: 'Отправить жалобу',
    sent: 'Спасибо. Модераторы во всём разберутся.',
    messages: {
      reasonInvalid: 'Выберите одну из предложенных причин',
      detailsRequired: 'Расскажите, что произошло',
      detailsTooLong: `Поле «Подробности» может содержать не более ${REPORT_LIMITS.detailsMax} символов`,
      alreadyReported: 'Вы уже пожаловались на этого участника; модераторы разбираются',
      tooMany: `В день можно отправить не более ${REPORT_LIMITS.perDay} жалоб`,
    },
  },
};
