import {
  helpSearchLimits,
  type HelpFaqGroup,
  type HelpGuide,
  type HelpSearchResponse,
  type HelpSearchResult,
} from "@fleetward/contracts/help";
import type { Orm } from "../../../db/client.ts";
import { toPrefixTsquery } from "../../../lib/full-text.ts";
import { searchKnowledgeBase } from "../posts/service.ts";
import { listFaqs, listGuides, searchFaqs, searchGuides } from "./repository.ts";

const excerptLength = 180;

/** The first `excerptLength` characters, cut at a word and marked with an ellipsis. */
export function excerpt(text: string): string {
  if (text.length <= excerptLength) return text;
  const cut = text.slice(0, excerptLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), excerptLength / 2)).trimEnd()}…`;
}

export async function helpFaqs(orm: Orm): Promise<HelpFaqGroup[]> {
  const groups: HelpFaqGroup[] = [];
  for (const { category, faq } of await listFaqs(orm)) {
    let group = groups.at(-1);
    if (group?.slug !== category.slug) {
      group = { ...category, faqs: [] };
      groups.push(group);
    }
    group.faqs.push(faq);
  }
  return groups;
}

export async function helpGuides(orm: Orm): Promise<HelpGuide[]> {
  return (await listGuides(orm)).map(({ guide, category }) => ({
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    summary: guide.summary,
    category,
    minutes: guide.minutes,
    audience: guide.audience,
    steps: guide.steps,
    tip: guide.tip,
  }));
}

/**
 * FAQs, guides and knowledge-base articles matching every word of `q` (prefixes count). The
 * articles come from the posts' own search, so the help centre finds what the KB finds.
 */
export async function searchHelp(orm: Orm, q: string): Promise<HelpSearchResponse> {
  const tsquery = toPrefixTsquery(q);
  if (!tsquery) return { q, items: [] };
  const limit = helpSearchLimits.perType;
  const [faqs, guides, articles] = await Promise.all([
    searchFaqs(orm, tsquery, limit),
    searchGuides(orm, tsquery, limit),
    searchKnowledgeBase(orm, tsquery, limit),
  ]);
  const items: HelpSearchResult[] = [
    ...faqs.map((faq) => ({
      type: "faq" as const,
      title: faq.question,
      excerpt: excerpt(faq.answer),
      href: `/helpcenter-faqs#${faq.slug}`,
    })),
    ...guides.map((guide) => ({
      type: "guide" as const,
      title: guide.title,
      excerpt: excerpt(guide.summary),
      href: `/helpcenter-guides#${guide.slug}`,
    })),
    ...articles.map((post) => ({
      type: "kb" as const,
      title: post.title,
      excerpt: excerpt(post.excerpt),
      href: `/kb-detail/${post.id}`,
    })),
  ];
  return { q, items };
}
