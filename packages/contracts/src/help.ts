import { z } from "zod";

export const helpSearchLimits = { maxQueryLength: 200, perType: 5 } as const;

export const helpFaqSchema = z.object({
  id: z.number().int(),
  slug: z.string().describe("Anchor on /helpcenter-faqs"),
  question: z.string(),
  answer: z.string(),
});
export type HelpFaq = z.infer<typeof helpFaqSchema>;

export const helpFaqGroupSchema = z.object({
  slug: z.string(),
  title: z.string(),
  faqs: z.array(helpFaqSchema),
});
export type HelpFaqGroup = z.infer<typeof helpFaqGroupSchema>;

export const helpFaqListSchema = z.array(helpFaqGroupSchema).describe("Categories in order");

export const helpGuideSchema = z.object({
  id: z.number().int(),
  slug: z.string().describe("Anchor on /helpcenter-guides"),
  title: z.string(),
  summary: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }),
  minutes: z.number().int(),
  audience: z.string(),
  steps: z.array(z.string()),
  tip: z.string(),
});
export type HelpGuide = z.infer<typeof helpGuideSchema>;

export const helpGuideListSchema = z.array(helpGuideSchema);

export const helpResultTypes = ["faq", "guide", "kb"] as const;
export type HelpResultType = (typeof helpResultTypes)[number];

export const helpSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: "Enter something to search for" })
    .max(helpSearchLimits.maxQueryLength)
    .describe("Words to find; each must occur as a word or the start of one"),
});

export const helpSearchResultSchema = z.object({
  type: z.enum(helpResultTypes),
  title: z.string(),
  excerpt: z.string(),
  href: z.string().describe("Where the result is shown in the web app"),
});
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

export const helpSearchResponseSchema = z.object({
  q: z.string(),
  items: z
    .array(helpSearchResultSchema)
    .describe(
      `FAQs, then guides, then knowledge-base articles; up to ${helpSearchLimits.perType} of each`,
    ),
});
export type HelpSearchResponse = z.infer<typeof helpSearchResponseSchema>;
