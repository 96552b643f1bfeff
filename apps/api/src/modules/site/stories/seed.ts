import type { Orm } from "../../../db/client.ts";
import { storyCategoryContent, storyContent } from "./content.ts";
import { upsertStory, upsertStoryCategories } from "./repository.ts";

/** Writes the categories and stories by slug; idempotent, safe on several instances. */
export async function seedStories(orm: Orm) {
  await orm.transaction(async (tx) => {
    const categoryIds = await upsertStoryCategories(
      tx,
      storyCategoryContent.map((category, index) => ({ ...category, sortOrder: index + 1 })),
    );
    for (const [index, story] of storyContent.entries()) {
      const categoryId = categoryIds.get(story.category);
      if (categoryId === undefined) throw new Error(`story category ${story.category} is missing`);
      await upsertStory(tx, {
        slug: story.id,
        title: story.headline,
        client: story.organisation,
        categoryId,
        sector: story.sector,
        kind: story.kind,
        location: story.location,
        devices: story.devices,
        customerSince: story.customerSince,
        summary: story.summary,
        challenge: [...story.challenge],
        solution: [...story.solution],
        results: [...story.results],
        timeline: [...story.timeline],
        quote: story.quote,
        tools: [...story.tools],
        initials: story.initials,
        tone: story.tone,
        coverImage: null,
        sortOrder: index + 1,
      });
    }
  });
}
