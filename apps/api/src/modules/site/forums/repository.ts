import { and, asc, count, desc, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { incomingValues, insertedRow } from "../../../db/rows.ts";
import { forumCategories, forumReplies, forumTopics } from "./schema.ts";

export type TopicRow = typeof forumTopics.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;
export type CategoryRef = { id: number; slug: string; name: string };

const visibleTopic = isNull(forumTopics.hiddenAt);
const visibleReply = isNull(forumReplies.hiddenAt);

/** Categories in order, with their visible topics and replies counted. */
export async function listCategories(orm: Orm) {
  const topicCounts = orm
    .select({
      categoryId: forumTopics.categoryId,
      topics: sql<number>`count(distinct ${forumTopics.id})::int`.as("topics"),
      replies: sql<number>`count(${forumReplies.id})::int`.as("replies"),
    })
    .from(forumTopics)
    .leftJoin(forumReplies, and(eq(forumReplies.topicId, forumTopics.id), visibleReply))
    .where(visibleTopic)
    .groupBy(forumTopics.categoryId)
    .as("topic_counts");
  return orm
    .select({
      id: forumCategories.id,
      slug: forumCategories.slug,
      name: forumCategories.name,
      description: forumCategories.description,
      topicCount: sql<number>`coalesce(${topicCounts.topics}, 0)`,
      replyCount: sql<number>`coalesce(${topicCounts.replies}, 0)`,
    })
    .from(forumCategories)
    .leftJoin(topicCounts, eq(topicCounts.categoryId, forumCategories.id))
    .orderBy(asc(forumCategories.position), asc(forumCategories.id));
}

export async function findCategory(orm: Orm, slug: string): Promise<CategoryRef | undefined> {
  const [row] = await orm
    .select({ id: forumCategories.id, slug: forumCategories.slug, name: forumCategories.name })
    .from(forumCategories)
    .where(eq(forumCategories.slug, slug));
  return row;
}

/** Replies counted per topic; hidden ones only when `includeHidden`. */
function replyCount(includeHidden: boolean) {
  return sql<number>`(select count(*)::int from ${forumReplies} where ${forumReplies.topicId} = ${forumTopics.id}${
    includeHidden ? sql`` : sql` and ${forumReplies.hiddenAt} is null`
  })`;
}

const topicColumns = (includeHidden: boolean) => ({
  topic: forumTopics,
  category: { id: forumCategories.id, slug: forumCategories.slug, name: forumCategories.name },
  replyCount: replyCount(includeHidden),
});

export type TopicListRow = { topic: TopicRow; category: CategoryRef; replyCount: number };

/** One page of topics, latest activity first. */
export async function findTopicPage(
  orm: Orm,
  filter: { categoryId?: number | undefined; includeHidden: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: TopicListRow[]; total: number }> {
  const where: SQL | undefined = and(
    filter.categoryId !== undefined ? eq(forumTopics.categoryId, filter.categoryId) : undefined,
    filter.includeHidden ? undefined : visibleTopic,
  );
  const [totalRows, rows] = await Promise.all([
    orm.select({ total: count() }).from(forumTopics).where(where),
    orm
      .select(topicColumns(filter.includeHidden))
      .from(forumTopics)
      .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
      .where(where)
      .orderBy(desc(forumTopics.lastActivityAt), desc(forumTopics.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total: totalRows[0]?.total ?? 0 };
}

export async function findTopic(
  orm: Orm,
  id: number,
  includeHidden: boolean,
): Promise<TopicListRow | undefined> {
  const [row] = await orm
    .select(topicColumns(includeHidden))
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .where(eq(forumTopics.id, id));
  return row;
}

/** The thread's replies, oldest first. */
export async function findReplies(orm: Orm, topicId: number, includeHidden: boolean) {
  return orm
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.topicId, topicId), includeHidden ? undefined : visibleReply))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
}

/** Locks the topic row until the end of the transaction, so replies and hiding queue up. */
export async function lockTopic(tx: Orm, id: number) {
  const [row] = await tx.select().from(forumTopics).where(eq(forumTopics.id, id)).for("update");
  return row;
}

export async function insertTopic(orm: Orm, topic: typeof forumTopics.$inferInsert) {
  return insertedRow(await orm.insert(forumTopics).values(topic).returning(), "forum_topics");
}

export async function insertReply(orm: Orm, reply: typeof forumReplies.$inferInsert) {
  return insertedRow(await orm.insert(forumReplies).values(reply).returning(), "forum_replies");
}

/** The topic's last activity: its newest visible reply, or when it was opened. */
export async function refreshLastActivity(orm: Orm, topicId: number) {
  await orm
    .update(forumTopics)
    .set({
      lastActivityAt: sql`greatest(${forumTopics.createdAt}, (select max(${forumReplies.createdAt}) from ${forumReplies} where ${forumReplies.topicId} = ${topicId} and ${forumReplies.hiddenAt} is null))`,
    })
    .where(eq(forumTopics.id, topicId));
}

/** Hides the topic unless already hidden; answers whether the topic exists. */
export async function hideTopic(orm: Orm, id: number, now: Date): Promise<boolean> {
  await orm
    .update(forumTopics)
    .set({ hiddenAt: now })
    .where(and(eq(forumTopics.id, id), isNull(forumTopics.hiddenAt)));
  const [row] = await orm
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(eq(forumTopics.id, id));
  return row !== undefined;
}

/** Hides the reply unless already hidden; answers its topic, or undefined when unknown. */
export async function hideReply(orm: Orm, id: number, now: Date): Promise<number | undefined> {
  await orm
    .update(forumReplies)
    .set({ hiddenAt: now })
    .where(and(eq(forumReplies.id, id), isNull(forumReplies.hiddenAt)));
  const [row] = await orm
    .select({ topicId: forumReplies.topicId })
    .from(forumReplies)
    .where(eq(forumReplies.id, id));
  return row?.topicId;
}

/** Topics and replies the user wrote since `since`, for the posting limit. */
export async function countPostsSince(orm: Orm, userId: string, since: Date): Promise<number> {
  const [topics, replies] = await Promise.all([
    orm
      .select({ n: count() })
      .from(forumTopics)
      .where(and(eq(forumTopics.authorUserId, userId), gte(forumTopics.createdAt, since))),
    orm
      .select({ n: count() })
      .from(forumReplies)
      .where(and(eq(forumReplies.authorUserId, userId), gte(forumReplies.createdAt, since))),
  ]);
  return (topics[0]?.n ?? 0) + (replies[0]?.n ?? 0);
}

// --- Seed writes -------------------------------------------------------------------------

export async function upsertCategories(
  orm: Orm,
  categories: { slug: string; name: string; description: string; position: number }[],
): Promise<Map<string, number>> {
  await orm
    .insert(forumCategories)
    .values(categories)
    .onConflictDoUpdate({
      target: forumCategories.slug,
      set: incomingValues(forumCategories, ["name", "description", "position"]),
    });
  const rows = await orm
    .select({ id: forumCategories.id, slug: forumCategories.slug })
    .from(forumCategories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Inserts the seeded topic unless its key exists; answers its id either way. */
export async function ensureSeedTopic(orm: Orm, topic: typeof forumTopics.$inferInsert) {
  await orm.insert(forumTopics).values(topic).onConflictDoNothing({ target: forumTopics.seedKey });
  const [row] = await orm
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(eq(forumTopics.seedKey, topic.seedKey ?? ""));
  if (!row) throw new Error(`forum topic ${topic.seedKey} was not written`);
  return row.id;
}

export async function ensureSeedReplies(orm: Orm, replies: (typeof forumReplies.$inferInsert)[]) {
  if (replies.length === 0) return;
  await orm
    .insert(forumReplies)
    .values(replies)
    .onConflictDoNothing({ target: forumReplies.seedKey });
}
