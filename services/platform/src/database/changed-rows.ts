/**
 * An UPDATE or DELETE ... RETURNING as a statement that answers its rows: TypeORM's raw query
 * answers [rows, count] for those, so the kernel's services wrap them in a CTE.
 */
export const changedRows = (statement: string) => `WITH changed AS (${statement}) SELECT * FROM changed`;
