import type { Story, StoryListResponse } from "@fleetward/contracts/stories";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  findStory,
  listCategoryCounts,
  listStories,
  type StoryWithCategory,
} from "./repository.ts";

function toStory(row: StoryWithCategory): Story {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    client: row.client,
    category: row.category,
    sector: row.sector,
    kind: row.kind,
    location: row.location,
    devices: row.devices,
    customer_since: row.customerSince,
    summary: row.summary,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    timeline: row.timeline,
    quote: row.quote,
    tools: row.tools,
    initials: row.initials,
    tone: row.tone,
    cover_image: row.coverImage,
  };
}

export async function storyList(
  orm: Orm,
  query: { category?: string | undefined },
): Promise<StoryListResponse> {
  const [rows, categories] = await Promise.all([
    listStories(orm, { categorySlug: query.category }),
    listCategoryCounts(orm),
  ]);
  if (query.category && !categories.some((category) => category.slug === query.category)) {
    throw new HttpError(404, `No story category "${query.category}"`);
  }
  return {
    items: rows.map(toStory),
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, story_count: c.storyCount })),
  };
}

/** By numeric id (`7`) or by slug (`helios-health-partners`). */
export async function storyDetail(orm: Orm, idOrSlug: string): Promise<Story> {
  const key = /^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  const row = await findStory(orm, key);
  if (!row) throw new HttpError(404, "No such customer story");
  return toStory(row);
}
