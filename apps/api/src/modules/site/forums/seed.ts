import type { Orm } from "../../../db/client.ts";
import { forumCategorySources, forumTopicSources } from "./content.ts";
import {
  ensureSeedReplies,
  ensureSeedTopic,
  refreshLastActivity,
  upsertCategories,
} from "./repository.ts";

/**
 * Writes the categories and the community threads. Posts are matched by their seed key and
 * never rewritten, so an operator's hiding of a seeded post survives restarts.
 */
export async function seedForums(orm: Orm, log: { info(message: string): void }) {
  await orm.transaction(async (tx) => {
    const categoryIds = await upsertCategories(
      tx,
      forumCategorySources.map((category, index) => ({ ...category, position: index + 1 })),
    );
    for (const topic of forumTopicSources) {
      const categoryId = categoryIds.get(topic.category);
      if (categoryId === undefined) throw new Error(`forum category ${topic.category} is missing`);
      const posted = new Date(topic.posted);
      const topicId = await ensureSeedTopic(tx, {
        categoryId,
        title: topic.title,
        body: topic.body,
        authorName: topic.author,
        authorRole: topic.role,
        createdAt: posted,
        lastActivityAt: posted,
        seedKey: topic.key,
      });
      await ensureSeedReplies(
        tx,
        topic.replies.map((reply) => ({
          topicId,
          body: reply.body,
          authorName: reply.author,
          authorRole: reply.role,
          createdAt: new Date(reply.posted),
          seedKey: reply.key,
        })),
      );
      await refreshLastActivity(tx, topicId);
    }
  });
  log.info(`Forums: ${forumTopicSources.length} seeded threads present`);
}
