import type {
  HistoryAction,
  HistoryEvent,
  HistoryPage,
  HistoryQuery,
  HistorySubjectType,
} from "@fleetward/contracts/workspace-history";
import { roleAtLeast, type WorkspaceRole } from "@fleetward/contracts/workspace-members";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  insertEventBatch,
  insertEvents,
  subjectEvents,
  tenantEvents,
  type HistoryRow,
} from "./repository.ts";

/** Who made a change, as history shows it. */
export type Actor = { userId: string | null; name: string };

/** One event to record; `field`, values and `note` only where they apply. */
export type HistoryEntry = {
  tenantId: string;
  subjectType: HistorySubjectType;
  subjectId: string;
  actor: Actor;
  at: Date;
  action: HistoryAction;
  field?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  note?: string | null;
};

/** Appends events. Call it inside the transaction of the change, so both land or neither. */
export async function record(tx: Orm, events: readonly HistoryEntry[]): Promise<void> {
  await insertEvents(
    tx,
    events.map(({ actor, ...event }) => ({
      ...event,
      actorUserId: actor.userId,
      actorName: actor.name,
    })),
  );
}

/** As `record`, in one statement however many (the CSV import's batches). */
export async function recordBatch(tx: Orm, events: readonly HistoryEntry[]): Promise<void> {
  await insertEventBatch(
    tx,
    events.map(({ actor, ...event }) => ({
      ...event,
      actorUserId: actor.userId,
      actorName: actor.name,
    })),
  );
}

/** How a value reads in history: text as is, dates as ISO, nothing as null. */
export function historyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export type FieldChange = { field: string; oldValue: string | null; newValue: string | null };

/** The fields whose value differs between two versions of a row, named as the API names them. */
export function changedFields<K extends string>(
  before: Readonly<Record<K, unknown>>,
  after: Readonly<Record<K, unknown>>,
  fields: readonly K[],
): FieldChange[] {
  return fields.flatMap((field) => {
    const oldValue = historyValue(before[field]);
    const newValue = historyValue(after[field]);
    return oldValue === newValue ? [] : [{ field, oldValue, newValue }];
  });
}

/** How history names a user: their full name, or their username when they gave none. */
export function actorFor(user: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
}): Actor {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { userId: user.id, name: fullName || user.username };
}

/**
 * Opens the transaction a workspace write runs in. `open` resolves the workspace (and throws
 * for one the user may not change) inside it, so a refusal leaves nothing behind.
 */
export type WriteRequest = {
  orm: Orm;
  now: Date;
  actor: Actor;
  open: (tx: Orm) => Promise<{ workspace: { id: string } }>;
};
export type WriteScope = { tx: Orm; tenantId: string; actor: Actor; now: Date };

export async function inWorkspaceWrite<T>(
  request: WriteRequest,
  work: (scope: WriteScope) => Promise<T>,
): Promise<T> {
  return request.orm.transaction(async (tx) => {
    const { workspace } = await request.open(tx);
    return work({ tx, tenantId: workspace.id, actor: request.actor, now: request.now });
  });
}

function toEvent(row: HistoryRow): HistoryEvent {
  return {
    id: row.id.toString(),
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    actor_user_id: row.actorUserId,
    actor_name: row.actorName,
    at: row.at.toISOString(),
    action: row.action,
    field: row.field,
    old_value: row.oldValue,
    new_value: row.newValue,
    note: row.note,
  };
}

function parseCursor(cursor: string | undefined): bigint | undefined {
  if (cursor === undefined) return undefined;
  if (!/^\d{1,18}$/.test(cursor)) throw new HttpError(422, "cursor: Not a cursor of this list");
  return BigInt(cursor);
}

/** A subject's history, newest first. The caller has checked the subject is in the tenant. */
export async function listHistory(
  orm: Orm,
  subject: { tenantId: string; type: HistorySubjectType; id: string },
  query: HistoryQuery,
): Promise<HistoryPage> {
  // One more than asked tells whether there is a next page.
  const rows = await subjectEvents(orm, subject, {
    before: parseCursor(query.cursor),
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit).map(toEvent);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > query.limit && last ? last.id : null };
}

/**
 * API tokens are an admin's business (ADR 0028): their events are shown to the workspace's
 * admins and owner only, wherever history is listed (dashboard, export).
 */
export function seesApiTokenEvents(role: WorkspaceRole): boolean {
  return roleAtLeast(role, "admin");
}

/**
 * A workspace's whole history (or one kind of subject's, or one subject's), newest first, as a
 * caller of `role` may see it.
 */
export async function listWorkspaceHistory(
  orm: Orm,
  filter: { tenantId: string; role: WorkspaceRole; type?: HistorySubjectType; id?: string },
  query: HistoryQuery,
): Promise<HistoryPage> {
  const { role, ...subject } = filter;
  const hidden = seesApiTokenEvents(role) ? undefined : ("api_token" as const);
  const rows = await tenantEvents(
    orm,
    { ...subject, hidden },
    {
      before: parseCursor(query.cursor),
      limit: query.limit + 1,
    },
  );
  const items = rows.slice(0, query.limit).map(toEvent);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > query.limit && last ? last.id : null };
}
