import type { EntityManager } from 'typeorm';

/**
 * Runs an UPDATE or DELETE ... RETURNING and answers the returned rows. (TypeORM's `query`
 * answers `[rows, affectedCount]` for UPDATE and DELETE, but plain rows for everything else.)
 */
export async function updateReturning<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const result: unknown = await manager.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
