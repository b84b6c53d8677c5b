import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Gift |||| Gift catalogue',
  fields: {
    id: 'ID',
    q: 'Search',
    name: 'Name',
    name_ru: 'Name in Russian',
    category: 'Category',
    price: 'Price (credits)',
    delivery_price: 'Delivery (credits)',
    active: 'Active',
    created_at: 'Created',
  },
  categories: {
    flowers: 'Flowers',
    jewelry: 'Jewelry',
    perfume: 'Perfume',
    season_tickets_and_certificates: 'Certificates',
    electronic_devices: 'Electronics',
    toys: 'Toys',
    food_and_beverage: 'Food',
    balloons: 'Balloons',
    clothing: 'Clothing',
  },
  statuses: { active: 'Active', retired: 'Retired' },
  helpers: {
    name_ru: 'Shown to members who read the site in Russian; leave it empty to show the English name.',
    price: 'What the gift costs the man, in whole credits (at least 1).',
    delivery_price: 'Added to the price for delivery, in whole credits (0 for none).',
    active:
      'Men can send only active gifts. A gift is never deleted: to retire it, turn this off (the gifts already sent keep it, at the price they were sent for).',
  },
  intro: 'The gifts men can send, with their price and delivery price in credits. Only admins add and change gifts.',
  read_only: 'Read only',
  total_line: '%{price} + %{delivery} delivery',
  whole_number: 'Enter a whole number of credits.',
  created: 'The gift is in the catalogue.',
  updated: 'The gift was changed.',
  empty: 'No gifts here.',
};

const ru: ResourceMessages = {
  name: 'Подарок |||| Каталог подарков',
  fields: {
    id: 'ID',
    q: 'Поиск',
    name: 'Название',
    name_ru: 'Название по-русски',
    category: 'Категория',
    price: 'Цена (кредиты)',
    delivery_price: 'Доставка (кредиты)',
    active: 'Активен',
    created_at: 'Создан',
  },
  categories: {
    flowers: 'Цветы',
    jewelry: 'Украшения',
    perfume: 'Парфюмерия',
    season_tickets_and_certificates: 'Сертификаты',
    electronic_devices: 'Электроника',
    toys: 'Игрушки',
    food_and_beverage: 'Еда и напитки',
    balloons: 'Воздушные шары',
    clothing: 'Одежда',
  },
  statuses: { active: 'Активен', retired: 'Снят' },
  helpers: {
    name_ru: 'Его видят участники, читающие сайт по-русски; оставьте пустым, чтобы показывать английское название.',
    price: 'Сколько подарок стоит мужчине, в целых кредитах (не меньше 1).',
    delivery_price: 'Добавляется к цене за доставку, в целых кредитах (0 — без доставки).',
    active:
      'Мужчины могут отправить только активные подарки. Подарок никогда не удаляется: чтобы снять его, выключите этот переключатель (уже отправленные подарки сохраняются по цене отправки).',
  },
  intro: 'Подарки, которые могут отправить мужчины, с ценой и ценой доставки в кредитах. Добавлять и менять подарки могут только администраторы.',
  read_only: 'Только просмотр',
  total_line: '%{price} + %{delivery} за доставку',
  whole_number: 'Введите целое число кредитов.',
  created: 'Подарок добавлен в каталог.',
  updated: 'Подарок изменён.',
  empty: 'Здесь нет подарков.',
};

export default { en, ru };
