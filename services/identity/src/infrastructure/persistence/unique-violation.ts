/** True when a query failed on a unique index (Postgres 23505), e.g. a concurrent duplicate sign-up. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const driver =
    (err as { driverError?: { code?: string; constraint?: string } } | null)?.driverError ?? (err as { code?: string; constraint?: string } | null);
  if (driver?.code !== '23505') return false;
  return constraint === undefined || driver.constraint === constraint;
}
