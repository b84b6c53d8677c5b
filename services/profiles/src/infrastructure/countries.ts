import type { Sql } from '@dating/platform';
import type { Country } from '../domain/profile.js';

/** The country list, read once per process (it changes only with a migration). */
export class Countries {
  private list: Promise<Country[]> | null = null;

  constructor(private readonly sql: Sql) {}

  all(): Promise<Country[]> {
    this.list ??= this.sql.query<Country>(`SELECT id, name, code FROM profiles.countries ORDER BY name`).catch((err: unknown) => {
      this.list = null;
      throw err;
    });
    return this.list;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.all()).some((c) => c.id === id);
  }
}
