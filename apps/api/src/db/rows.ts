/** The one row an `INSERT … RETURNING` answers; its absence is a bug, not a client error. */
export function insertedRow<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}
