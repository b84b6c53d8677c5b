import type { enNotifications } from '../en/notifications';
import type { Shape } from './index';

/**
 * Русские строки экранов уведомлений и новостей. `_male` / `_female`: пол отправителя (глагол
 * согласуется с ним; мужчине пишут девушки, девушке мужчины), без окончания: пол неизвестен.
 */
export const ruNotifications: Shape<typeof enNotifications> = {
  notifications: {
    title: 'Уведомления',
    lead: 'Письма, подмигивания, избранное и визиты: что для вас сделали другие, сначала новые.',
    all: 'Все',
    fromFavorites: 'От избранных',
    markAll: 'Отметить все прочитанными',
    markedAll: 'Все уведомления отмечены прочитанными',
    markOne: 'Отметить прочитанным',
    someone: 'Участник',
    text: {
      mail: '<profile>{name}</profile> прислал(а) вам письмо',
      mail_male: '<profile>{name}</profile> прислал вам письмо',
      mail_female: '<profile>{name}</profile> прислала вам письмо',
      wink: '<profile>{name}</profile> подмигнул(а) вам',
      wink_male: '<profile>{name}</profile> подмигнул вам',
      wink_female: '<profile>{name}</profile> подмигнула вам',
      favorite: '<profile>{name}</profile> добавил(а) вас в избранное',
      favorite_male: '<profile>{name}</profile> добавил вас в избранное',
      favorite_female: '<profile>{name}</profile> добавила вас в избранное',
      invite: '<profile>{name}</profile> приглашает вас в своё избранное',
      visitor: '<profile>{name}</profile> посетил(а) ваш профиль',
      visitor_male: '<profile>{name}</profile> посетил ваш профиль',
      visitor_female: '<profile>{name}</profile> посетила ваш профиль',
      gift: '<profile>{name}</profile> отправил(а) вам подарок',
      gift_male: '<profile>{name}</profile> отправил вам подарок',
      gift_female: '<profile>{name}</profile> отправила вам подарок',
    },
    action: {
      mail: 'Читать письмо',
      wink: 'К подмигиваниям',
      favorite: 'К подписчикам',
      invite: 'Ответить на приглашение',
      visitor: 'К гостям',
      gift: 'К подаркам',
    },
    emptyAll: 'Уведомлений пока нет',
    emptyAllHint: 'Когда вам напишут, подмигнут, добавят вас в избранное или посетят ваш профиль, вы увидите это здесь.',
    emptyFavorite: 'От избранных пока ничего нет',
    emptyFavoriteHint: 'Здесь появляются уведомления от участников из вашего избранного.',
    toFavorites: 'Моё избранное',
  },
  news: {
    title: 'Новости',
    lead: 'Новые фото и видео участников, сначала свежие.',
    all: 'Все новости',
    fromFavorites: 'От избранных',
    someone: 'Участник',
    addedPhoto: 'добавил(а) новое фото',
    addedPhoto_male: 'добавил новое фото',
    addedPhoto_female: 'добавила новое фото',
    addedVideo: 'добавил(а) новое видео',
    addedVideo_male: 'добавил новое видео',
    addedVideo_female: 'добавила новое видео',
    photoOf: 'Новое фото: {name}',
    videoOf: 'Новое видео: {name}',
    emptyAll: 'Новостей пока нет',
    emptyAllHint: 'Когда участники добавляют новые фото или видео, они появляются здесь.',
    emptyFavorite: 'От избранных новостей пока нет',
    emptyFavoriteHint: 'Здесь появляются новости участников из вашего избранного: добавьте кого-нибудь в избранное из поиска или профиля.',
  },
};
