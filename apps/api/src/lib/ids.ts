const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no record: callers answer 404 without asking the database. */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}
