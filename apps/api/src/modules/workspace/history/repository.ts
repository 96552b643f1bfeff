import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { historyEvents } from "./schema.ts";

export type HistoryRow = typeof historyEvents.$inferSelect;
export type NewHistoryRow = Omit<typeof historyEvents.$inferInsert, "id">;

/** Rows per INSERT: 11 parameters each stays far below PostgreSQL's 65,535 per statement. */
const insertChunk = 2000;

export async function insertEvents(orm: Orm, rows: NewHistoryRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += insertChunk) {
    await orm.insert(historyEvents).values(rows.slice(start, start + insertChunk));
  }
}

/** One subject's events, newest first, older than `before` when given. */
export async function subjectEvents(
  orm: Orm,
  subject: { tenantId: string; type: HistoryRow["subjectType"]; id: string },
  page: { before: bigint | undefined; limit: number },
): Promise<HistoryRow[]> {
  return orm
    .select()
    .from(historyEvents)
    .where(
      and(
        eq(historyEvents.tenantId, subject.tenantId),
        eq(historyEvents.subjectType, subject.type),
        eq(historyEvents.subjectId, subject.id),
        page.before === undefined ? undefined : lt(historyEvents.id, page.before),
      ),
    )
    .orderBy(desc(historyEvents.id))
    .limit(page.limit);
}

/**
 * A workspace's events, newest first, optionally of one kind of subject or one subject;
 * `hidden`: a kind of subject left out whatever the filter.
 */
export async function tenantEvents(
  orm: Orm,
  filter: {
    tenantId: string;
    type?: HistoryRow["subjectType"];
    id?: string;
    hidden?: HistoryRow["subjectType"] | undefined;
  },
  page: { before: bigint | undefined; limit: number },
): Promise<HistoryRow[]> {
  return orm
    .select()
    .from(historyEvents)
    .where(
      and(
        eq(historyEvents.tenantId, filter.tenantId),
        filter.type === undefined ? undefined : eq(historyEvents.subjectType, filter.type),
        filter.id === undefined ? undefined : eq(historyEvents.subjectId, filter.id),
        filter.hidden === undefined ? undefined : ne(historyEvents.subjectType, filter.hidden),
        page.before === undefined ? undefined : lt(historyEvents.id, page.before),
      ),
    )
    .orderBy(desc(historyEvents.id))
    .limit(page.limit);
}
