import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Russian names of the first catalogue's gifts. */
const NAMES_RU: [string, string][] = [
  ['11 red roses', '11 красных роз'],
  ['25 white roses', '25 белых роз'],
  ['Spring tulips', 'Весенние тюльпаны'],
  ['Lilies and orchids', 'Лилии и орхидеи'],
  ['Silver heart pendant', 'Серебряный кулон-сердце'],
  ['Pearl earrings', 'Жемчужные серьги'],
  ['French perfume', 'Французские духи'],
  ['Scented candle set', 'Набор ароматических свечей'],
  ['Spa day certificate', 'Сертификат на день в спа'],
  ['Beauty salon certificate', 'Сертификат в салон красоты'],
  ['Wireless earbuds', 'Беспроводные наушники'],
  ['E-book reader', 'Электронная книга'],
  ['Teddy bear', 'Плюшевый мишка'],
  ['Box of Belgian chocolates', 'Коробка бельгийского шоколада'],
  ['Fruit basket', 'Фруктовая корзина'],
  ['Birthday cake', 'Праздничный торт'],
  ['Heart balloons', 'Шары-сердца'],
  ['Silk scarf', 'Шёлковый шарф'],
];

/**
 * A gift's name in Russian beside its English one (the member site shows a member the name in her
 * language; null: the English name). The first catalogue gets its translations.
 */
export class GiftNamesRu1720000000900 implements MigrationInterface {
  name = 'GiftNamesRu1720000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.gifts ADD COLUMN name_ru text CHECK (name_ru IS NULL OR length(name_ru) BETWEEN 1 AND 100)`);
    for (const [name, ru] of NAMES_RU) await q.query(`UPDATE profiles.gifts SET name_ru = $2 WHERE name = $1 AND name_ru IS NULL`, [name, ru]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles.gifts DROP COLUMN name_ru`);
  }
}
