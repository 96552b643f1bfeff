import type {
  ForumCategory,
  ForumReply,
  ForumTopicDetail,
  ForumTopicListQuery,
  ForumTopicListResponse,
  ForumTopicSummary,
  NewForumReply,
  NewForumTopic,
} from "@fleetward/contracts/forums";
import type { Orm } from "../../../db/client.ts";
import { minutes, type Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { AuthenticatedSession } from "../../account/auth/service.ts";
import {
  countPostsSince,
  findCategory,
  findReplies,
  findTopic,
  findTopicPage,
  hideReply,
  hideTopic,
  insertReply,
  insertTopic,
  listCategories,
  lockTopic,
  refreshLastActivity,
  type ReplyRow,
  type TopicListRow,
} from "./repository.ts";

/** Per person, across instances: enough for a lively discussion, too few for a spam run. */
export const postingLimit = { posts: 10, windowMs: minutes(10) } as const;

export type ForumsDeps = { orm: Orm; clock: Clock };
type Viewer = AuthenticatedSession | null;

const isOperator = (viewer: Viewer) => viewer?.user.role === "operator";

type Authored = Pick<ReplyRow, "authorName" | "authorRole" | "authorUserId">;
const authorOf = (row: Authored) => ({
  name: row.authorName,
  role: row.authorRole,
  is_member: row.authorUserId !== null,
});

function toSummary({ topic, category, replyCount }: TopicListRow): ForumTopicSummary {
  return {
    id: topic.id,
    title: topic.title,
    category,
    author: authorOf(topic),
    created_at: topic.createdAt.toISOString(),
    last_activity_at: topic.lastActivityAt.toISOString(),
    reply_count: Number(replyCount),
    hidden: topic.hiddenAt !== null,
  };
}

function toReply(row: ReplyRow): ForumReply {
  return {
    id: row.id,
    topic_id: row.topicId,
    author: authorOf(row),
    body: row.body,
    created_at: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
  };
}

const topicNotFound = (id: number) => new HttpError(404, `No forum topic with id ${id}`);

/** Posts carry the account's username: the name members already show each other. */
function authorFields(session: AuthenticatedSession) {
  return { authorUserId: session.user.id, authorName: session.user.username, authorRole: null };
}

async function enforcePostingLimit(deps: ForumsDeps, session: AuthenticatedSession, now: Date) {
  const since = new Date(now.getTime() - postingLimit.windowMs);
  if ((await countPostsSince(deps.orm, session.user.id, since)) >= postingLimit.posts) {
    throw new HttpError(
      429,
      `You can post ${postingLimit.posts} times in 10 minutes; please wait a little`,
      { "retry-after": String(postingLimit.windowMs / 1000) },
    );
  }
}

export async function forumCategories(deps: ForumsDeps): Promise<ForumCategory[]> {
  const rows = await listCategories(deps.orm);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    topic_count: Number(row.topicCount),
    reply_count: Number(row.replyCount),
  }));
}

export async function forumTopics(
  deps: ForumsDeps,
  query: ForumTopicListQuery,
  viewer: Viewer,
): Promise<ForumTopicListResponse> {
  let categoryId: number | undefined;
  if (query.category) {
    const category = await findCategory(deps.orm, query.category);
    if (!category) throw new HttpError(404, `No forum category ${query.category}`);
    categoryId = category.id;
  }
  const { rows, total } = await findTopicPage(
    deps.orm,
    { categoryId, includeHidden: isOperator(viewer) },
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  return { items: rows.map(toSummary), total, page: query.page, page_size: query.page_size };
}

/** The thread; a hidden topic or reply exists only for operators. */
export async function forumThread(
  deps: ForumsDeps,
  id: number,
  viewer: Viewer,
): Promise<ForumTopicDetail> {
  const operator = isOperator(viewer);
  const row = await findTopic(deps.orm, id, operator);
  if (!row || (row.topic.hiddenAt && !operator)) throw topicNotFound(id);
  const replies = await findReplies(deps.orm, id, operator);
  return { ...toSummary(row), body: row.topic.body, replies: replies.map(toReply) };
}

export async function startTopic(
  deps: ForumsDeps,
  session: AuthenticatedSession,
  input: NewForumTopic,
): Promise<ForumTopicDetail> {
  const category = await findCategory(deps.orm, input.category);
  if (!category) throw new HttpError(422, `category: No forum category ${input.category}`);
  const now = deps.clock();
  await enforcePostingLimit(deps, session, now);
  const topic = await insertTopic(deps.orm, {
    categoryId: category.id,
    title: input.title,
    body: input.body,
    ...authorFields(session),
    createdAt: now,
    lastActivityAt: now,
  });
  return {
    ...toSummary({ topic, category, replyCount: 0 }),
    body: topic.body,
    replies: [],
  };
}

export async function postReply(
  deps: ForumsDeps,
  session: AuthenticatedSession,
  topicId: number,
  input: NewForumReply,
): Promise<ForumReply> {
  const now = deps.clock();
  await enforcePostingLimit(deps, session, now);
  const reply = await deps.orm.transaction(async (tx) => {
    const topic = await lockTopic(tx, topicId);
    // A hidden thread takes no more replies, and to a member it does not exist.
    if (!topic || topic.hiddenAt) throw topicNotFound(topicId);
    const written = await insertReply(tx, {
      topicId,
      body: input.body,
      ...authorFields(session),
      createdAt: now,
    });
    await refreshLastActivity(tx, topicId);
    return written;
  });
  return toReply(reply);
}

export async function hideForumTopic(deps: ForumsDeps, id: number) {
  if (!(await hideTopic(deps.orm, id, deps.clock()))) throw topicNotFound(id);
  return { id, hidden: true as const };
}

export async function hideForumReply(deps: ForumsDeps, id: number) {
  const hidden = await deps.orm.transaction(async (tx) => {
    const topicId = await hideReply(tx, id, deps.clock());
    if (topicId !== undefined) await refreshLastActivity(tx, topicId);
    return topicId !== undefined;
  });
  if (!hidden) throw new HttpError(404, `No forum reply with id ${id}`);
  return { id, hidden: true as const };
}
