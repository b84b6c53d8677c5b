import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import type { Sql } from '../database/service-db.js';
import { PageLimit, PageOffset, readSitePage, SITE_LIST_MAX_LIMIT, SITE_LIST_MAX_OFFSET, sitePage, sitePageResult } from './site-list.js';

class NotesPageDto {
  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

const problems = (body: Record<string, unknown>) => validateSync(plainToInstance(NotesPageDto, body)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('paged Site API lists', () => {
  it('checks limit and offset in the DTO, digits-only strings included', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ limit: '20', offset: '40' })).toEqual([]);
    expect(problems({ limit: 0 })).toEqual(['The limit field must be at least 1']);
    expect(problems({ limit: SITE_LIST_MAX_LIMIT + 1 })).toEqual([`The limit field must be at most ${SITE_LIST_MAX_LIMIT}`]);
    expect(problems({ offset: -1 })).toEqual(['The offset field must be at least 0']);
    expect(problems({ offset: SITE_LIST_MAX_OFFSET + 1 })).toEqual([`The offset field must be at most ${SITE_LIST_MAX_OFFSET}`]);
    expect(problems({ limit: 'ten' })).toContain('The limit field must be a whole number');
  });

  it('defaults to the list page size and the first page, and never leaves the bounds', () => {
    expect(sitePage({}, 20)).toEqual({ limit: 20, offset: 0 });
    expect(sitePage({ limit: 5, offset: 10 }, 20)).toEqual({ limit: 5, offset: 10 });
    expect(sitePage({ limit: null, offset: null }, 12)).toEqual({ limit: 12, offset: 0 });
    expect(sitePage({ limit: 10_000, offset: -3 }, 20)).toEqual({ limit: SITE_LIST_MAX_LIMIT, offset: 0 });
    expect(sitePage({ limit: 0, offset: Number.MAX_SAFE_INTEGER }, 20)).toEqual({ limit: 1, offset: SITE_LIST_MAX_OFFSET });
    expect(sitePage({ limit: 2.5 }, 20)).toEqual({ limit: 20, offset: 0 });
  });

  it('reads a page with its total over the subquery, counting again only when the page is empty', async () => {
    const calls: { text: string; params?: unknown[] }[] = [];
    const answers: Record<string, unknown>[][] = [[{ id: 'a', __total: '3' }], [], [{ n: 3 }]];
    const sql: Sql = {
      query: async <T>(text: string, params?: unknown[]) => {
        calls.push({ text, params });
        return answers.shift() as T[];
      },
    };
    const select = { text: 'SELECT id, at FROM notes.notes WHERE owner = $1', params: ['m1'], orderBy: 'r.at DESC, r.id' };
    expect(await readSitePage(sql, select, { limit: 1, offset: 0 })).toEqual({ rows: [{ id: 'a', __total: '3' }], total: 3 });
    expect(calls[0]).toEqual({
      text: `SELECT r.*, count(*) OVER () AS __total FROM (${select.text}) r ORDER BY r.at DESC, r.id LIMIT $2 OFFSET $3`,
      params: ['m1', 1, 0],
    });
    expect(await readSitePage(sql, select, { limit: 1, offset: 50 })).toEqual({ rows: [], total: 3 });
    expect(calls[2]).toEqual({ text: `SELECT count(*)::int AS n FROM (${select.text}) r`, params: ['m1'] });
  });

  it('answers the page in the envelope with count and total_count', () => {
    expect(sitePageResult(['a', 'b'], 7).envelope).toEqual({ status: true, result: ['a', 'b'], desc: '', code: 0, error: '', count: 2, total_count: 7 });
  });
});
