import { faqGroups } from "./faqs.ts";
import { guides } from "./guides.ts";

export type HelpResult = { kind: "Guide" | "FAQ"; title: string; excerpt: string; to: string; text: string };

/** Everything the help centre search looks through, flattened once. */
export const helpIndex: readonly HelpResult[] = [
  ...guides.map((guide) => ({
    kind: "Guide" as const,
    title: guide.title,
    excerpt: guide.summary,
    to: `/helpcenter-guides#${guide.id}`,
    text: [guide.title, guide.summary, ...guide.steps, guide.tip].join(" ").toLowerCase(),
  })),
  ...faqGroups.flatMap((group) =>
    group.faqs.map((faq) => ({
      kind: "FAQ" as const,
      title: faq.question,
      excerpt: faq.answer,
      to: `/helpcenter-faqs#${faq.id}`,
      text: `${group.title} ${faq.question} ${faq.answer}`.toLowerCase(),
    })),
  ),
];

/** Every word of the query must appear somewhere in the entry; titles that match rank first. */
export function searchHelp(query: string, limit = 8): readonly HelpResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = helpIndex.filter((entry) => words.every((word) => entry.text.includes(word)));
  const inTitle = (entry: HelpResult) => words.some((word) => entry.title.toLowerCase().includes(word));
  return [...matches].sort((a, b) => Number(inTitle(b)) - Number(inTitle(a))).slice(0, limit);
}
