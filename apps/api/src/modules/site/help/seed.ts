import type { Orm } from "../../../db/client.ts";
import { helpCategorySources } from "./categories.ts";
import { faqGroups } from "./faqs.ts";
import { guides } from "./guides.ts";
import { upsertFaqs, upsertGuides, upsertHelpCategories } from "./repository.ts";

/** Writes the help centre's categories, FAQs and guides by slug; small enough to rewrite each start. */
export async function seedHelpCenter(orm: Orm, log: { info(message: string): void }) {
  await orm.transaction(async (tx) => {
    await upsertHelpCategories(
      tx,
      helpCategorySources.map((category, index) => ({ ...category, position: index + 1 })),
    );
    await upsertFaqs(
      tx,
      faqGroups.flatMap((group) =>
        group.faqs.map((faq, index) => ({
          slug: faq.id,
          categorySlug: group.id,
          position: index + 1,
          question: faq.question,
          answer: faq.answer,
        })),
      ),
    );
    await upsertGuides(
      tx,
      guides.map((guide, index) => ({
        slug: guide.id,
        categorySlug: guide.category,
        position: index + 1,
        title: guide.title,
        summary: guide.summary,
        minutes: guide.minutes,
        audience: guide.audience,
        steps: [...guide.steps],
        tip: guide.tip,
        searchText: [guide.title, guide.summary, ...guide.steps, guide.tip].join(" "),
      })),
    );
  });
  const faqCount = faqGroups.reduce((sum, group) => sum + group.faqs.length, 0);
  log.info(`Help centre: ${faqCount} FAQs and ${guides.length} guides`);
}
