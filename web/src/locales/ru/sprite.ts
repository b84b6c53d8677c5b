import type { enSprite } from '../en/sprite';
import type { Shape } from './index';

/** Русские строки листа иконок для разработчиков (/sprite, только в сборке для разработки). */
export const ruSprite: Shape<typeof enSprite> = {
  sprite: {
    title: 'Иконки сайта',
    lead: 'Все иконки, которые импортирует сайт, найденные в его исходниках. Прежде чем добавлять новую, выберите одну из этих; щелчок по иконке копирует строку её импорта.',
    logos: 'Логотип',
    logoOnDark: 'На тёмном фоне',
    icons: 'Иконки',
    filterLabel: 'Фильтр по названию',
    filterPlaceholder: 'например, Favorite',
    clearFilter: 'Очистить фильтр',
    shown: 'Иконок: {shown} из {total}',
    copy: 'Скопировать импорт {name}',
    copied: 'Скопировано: {line}',
    copyFailed: 'Не удалось скопировать: {line}',
    usedIn_one: 'В {count} файле',
    usedIn_few: 'В {count} файлах',
    usedIn_many: 'В {count} файлах',
    usedIn_other: 'В {count} файла',
    noMatch: 'Нет иконок с «{search}» в названии',
    noMatchHint: 'Поищите под другим словом (Mail, Chat, Favorite…) или добавьте иконку, если похожей на сайте действительно нет.',
  },
};
