export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  change: 'added' | 'removed' | 'changed' | 'same';
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before/after of an audit record as rows, one per top-level field (changed ones first,
 * then the rest alphabetically). A value that is not an object is one row keyed "".
 */
export function diffRecords(before: unknown, after: unknown): DiffRow[] {
  if (!isObject(before) && !isObject(after)) {
    if (before == null && after == null) return [];
    return [{ key: '', before: before ?? undefined, after: after ?? undefined, change: rowChange(before, after) }];
  }
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys.map((key) => ({
    key,
    before: Object.hasOwn(b, key) ? b[key] : undefined,
    after: Object.hasOwn(a, key) ? a[key] : undefined,
    change: !Object.hasOwn(b, key)
      ? ('added' as const)
      : !Object.hasOwn(a, key)
        ? ('removed' as const)
        : same(b[key], a[key])
          ? ('same' as const)
          : ('changed' as const),
  }));
  return rows.sort((x, y) => Number(x.change === 'same') - Number(y.change === 'same') || x.key.localeCompare(y.key));
}

function rowChange(before: unknown, after: unknown): DiffRow['change'] {
  if (before == null) return 'added';
  if (after == null) return 'removed';
  return same(before, after) ? 'same' : 'changed';
}
