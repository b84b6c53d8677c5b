import { NATIONALITIES } from '@dating/rules';

type Nationality = (typeof NATIONALITIES)[number];
export type Sex = 'male' | 'female';

/**
 * Russian names of the suggested nationalities (`NATIONALITIES`), a man's and a woman's: Russian
 * says "американец" and "американка" where English says "American". The profile keeps the English
 * word (the spec keeps profile text free of Cyrillic); only the display changes.
 */
const RUSSIAN: Record<Nationality, readonly [male: string, female: string]> = {
  American: ['Американец', 'Американка'],
  Argentinian: ['Аргентинец', 'Аргентинка'],
  Armenian: ['Армянин', 'Армянка'],
  Australian: ['Австралиец', 'Австралийка'],
  Austrian: ['Австриец', 'Австрийка'],
  Azerbaijani: ['Азербайджанец', 'Азербайджанка'],
  Belarusian: ['Белорус', 'Белоруска'],
  Belgian: ['Бельгиец', 'Бельгийка'],
  Brazilian: ['Бразилец', 'Бразильянка'],
  British: ['Британец', 'Британка'],
  Bulgarian: ['Болгарин', 'Болгарка'],
  Canadian: ['Канадец', 'Канадка'],
  Chilean: ['Чилиец', 'Чилийка'],
  Chinese: ['Китаец', 'Китаянка'],
  Colombian: ['Колумбиец', 'Колумбийка'],
  'Costa Rican': ['Костариканец', 'Костариканка'],
  Croatian: ['Хорват', 'Хорватка'],
  Cuban: ['Кубинец', 'Кубинка'],
  Czech: ['Чех', 'Чешка'],
  Danish: ['Датчанин', 'Датчанка'],
  Dominican: ['Доминиканец', 'Доминиканка'],
  Dutch: ['Голландец', 'Голландка'],
  Ecuadorian: ['Эквадорец', 'Эквадорка'],
  Estonian: ['Эстонец', 'Эстонка'],
  Filipino: ['Филиппинец', 'Филиппинка'],
  Finnish: ['Финн', 'Финка'],
  French: ['Француз', 'Француженка'],
  Georgian: ['Грузин', 'Грузинка'],
  German: ['Немец', 'Немка'],
  Greek: ['Грек', 'Гречанка'],
  Hungarian: ['Венгр', 'Венгерка'],
  Indian: ['Индиец', 'Индианка'],
  Indonesian: ['Индонезиец', 'Индонезийка'],
  Irish: ['Ирландец', 'Ирландка'],
  Israeli: ['Израильтянин', 'Израильтянка'],
  Italian: ['Итальянец', 'Итальянка'],
  Japanese: ['Японец', 'Японка'],
  Kazakh: ['Казах', 'Казашка'],
  Korean: ['Кореец', 'Кореянка'],
  Kyrgyz: ['Киргиз', 'Киргизка'],
  Latvian: ['Латыш', 'Латышка'],
  Lithuanian: ['Литовец', 'Литовка'],
  Malaysian: ['Малайзиец', 'Малайзийка'],
  Mexican: ['Мексиканец', 'Мексиканка'],
  Moldovan: ['Молдаванин', 'Молдаванка'],
  Mongolian: ['Монгол', 'Монголка'],
  'New Zealander': ['Новозеландец', 'Новозеландка'],
  Norwegian: ['Норвежец', 'Норвежка'],
  Panamanian: ['Панамец', 'Панамка'],
  Paraguayan: ['Парагваец', 'Парагвайка'],
  Peruvian: ['Перуанец', 'Перуанка'],
  Polish: ['Поляк', 'Полька'],
  Portuguese: ['Португалец', 'Португалка'],
  Romanian: ['Румын', 'Румынка'],
  Russian: ['Русский', 'Русская'],
  Serbian: ['Серб', 'Сербка'],
  Slovak: ['Словак', 'Словачка'],
  Slovenian: ['Словенец', 'Словенка'],
  'South African': ['Южноафриканец', 'Южноафриканка'],
  Spanish: ['Испанец', 'Испанка'],
  Swedish: ['Швед', 'Шведка'],
  Swiss: ['Швейцарец', 'Швейцарка'],
  Thai: ['Таец', 'Тайка'],
  Turkish: ['Турок', 'Турчанка'],
  Ukrainian: ['Украинец', 'Украинка'],
  Uruguayan: ['Уругваец', 'Уругвайка'],
  Uzbek: ['Узбек', 'Узбечка'],
  Venezuelan: ['Венесуэлец', 'Венесуэлка'],
  Vietnamese: ['Вьетнамец', 'Вьетнамка'],
};

/** A nationality as the interface's language says it of a man or a woman; the word as written when it has no translation. */
export function nationalityName(nationality: string | null | undefined, language: string, sex: Sex): string | undefined {
  if (!nationality) return undefined;
  if (!language.startsWith('ru')) return nationality;
  if (!Object.hasOwn(RUSSIAN, nationality)) return nationality;
  return RUSSIAN[nationality as Nationality][sex === 'male' ? 0 : 1];
}
