import { describe, expect, it } from 'vitest';
import { asIs, iso, isoOrNull, isTrue, num, numOrNull, orEmpty, orNull, text, textOrNull } from './admin-fields.js';
import { columnFilters, dateRangeFilters, fromColumns, sortableColumns } from './admin-fields.js';
import { type AdminResource, adminWhere, parseAdminListQuery } from './admin-list.js';

describe('admin record converters', () => {
  it('read timestamps as ISO text, keeping null only where asked', () => {
    const at = new Date(Date.UTC(2024, 1, 3, 4, 5, 6, 789));
    expect(iso(at)).toBe('2024-02-03T04:05:06.789Z');
    expect(iso('2024-02-03 04:05:06+00')).toBe('2024-02-03T04:05:06.000Z');
    expect(isoOrNull(at)).toBe('2024-02-03T04:05:06.789Z');
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
  });

  it('read numbers (bigint and numeric come as text), text and optional columns', () => {
    expect(num('9007199254740991')).toBe(9007199254740991);
    expect(num(null)).toBe(0);
    expect(numOrNull('12')).toBe(12);
    expect(numOrNull(null)).toBeNull();
    expect(numOrNull(0)).toBe(0);
    expect(text(42)).toBe('42');
    expect(textOrNull(null)).toBeNull();
    expect(textOrNull('')).toBe('');
    expect(asIs({ a: 1 })).toEqual({ a: 1 });
    expect([orNull(undefined), orNull(false), orNull('x')]).toEqual([null, false, 'x']);
    expect([orEmpty(null), orEmpty(undefined), orEmpty('Ann')]).toEqual(['', '', 'Ann']);
    expect([isTrue(true), isTrue(null), isTrue('true')]).toEqual([true, false, false]);
  });
});

describe('fromColumns', () => {
  const map = fromColumns({
    id: num,
    name: orEmpty,
    created_at: isoOrNull,
    total: (_, row) => num(row.a) + num(row.b),
  });

  it('reads each field from its column, in the declared order, and computed fields from the row', () => {
    const record = map({ b: '2', created_at: new Date(0), name: null, id: '7', a: '40', extra: 'never shown' });
    expect(JSON.stringify(record)).toBe('{"id":7,"name":"","created_at":"1970-01-01T00:00:00.000Z","total":42}');
  });
});

describe('sorts and filters', () => {
  it('sort by output columns under their own names, in order', () => {
    expect(Object.entries(sortableColumns('created_at', 'amount'))).toEqual([
      ['created_at', 'r.created_at'],
      ['amount', 'r.amount'],
    ]);
  });

  it('filter on columns by type, and a date range with both days included', () => {
    const filters = { ...columnFilters({ status: 'text', flagged: 'bool' }), ...dateRangeFilters('created_at') };
    expect(filters).toEqual({
      status: { column: 'status', type: 'text' },
      flagged: { column: 'flagged', type: 'bool' },
      from: { column: 'created_at', type: 'date', op: '>=' },
      to: { column: 'created_at', type: 'date', op: '<=' },
    });
    const spec: Pick<AdminResource<unknown>, 'sortable' | 'defaultSort' | 'filters'> = {
      sortable: sortableColumns('created_at'),
      defaultSort: ['created_at', 'DESC'],
      filters,
    };
    const q = parseAdminListQuery({ filter: '{"status":"open","from":"2024-01-01","to":"2024-01-31"}' }, spec);
    expect(adminWhere(spec, q.filter)).toEqual({
      where: 'WHERE r.status = $1 AND r.created_at >= $2::date AND r.created_at < ($3::date + 1)',
      params: ['open', '2024-01-01', '2024-01-31'],
    });
  });

  it('name a date range as the list asks', () => {
    expect(Object.keys(dateRangeFilters('created_at', ['registered_from', 'registered_to']))).toEqual(['registered_from', 'registered_to']);
  });
});
