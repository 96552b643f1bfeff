import { z } from "zod";

export const storyTones = [
  "blue",
  "emerald",
  "amber",
  "violet",
  "sky",
  "rose",
  "teal",
  "indigo",
  "orange",
  "fuchsia",
  "lime",
  "cyan",
] as const;
export type StoryTone = (typeof storyTones)[number];

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Must be a slug such as healthcare" });

export const storyCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  story_count: z.number().int().nonnegative(),
});
export type StoryCategory = z.infer<typeof storyCategorySchema>;

const metricSchema = z.object({ value: z.string(), label: z.string() });
const milestoneSchema = z.object({ when: z.string(), what: z.string() });

export const storySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string().describe("The headline of the story"),
  client: z.string().describe("The customer organisation"),
  category: z.object({ slug: z.string(), name: z.string() }),
  sector: z.string(),
  kind: z.string().describe("What kind of organisation, e.g. Hospital network"),
  location: z.string(),
  devices: z.number().int().nonnegative(),
  customer_since: z.string(),
  summary: z.string(),
  challenge: z.array(z.string()),
  solution: z.array(z.string()),
  results: z.array(metricSchema).describe("The headline metrics"),
  timeline: z.array(milestoneSchema),
  quote: z.object({ text: z.string(), name: z.string(), role: z.string() }),
  tools: z.array(z.string()),
  initials: z.string(),
  tone: z.enum(storyTones).describe("Colour of the cover"),
  cover_image: z.string().nullable(),
});
export type Story = z.infer<typeof storySchema>;

export const storyListQuerySchema = z.object({
  category: slug.optional().describe("Only stories of this category (its slug)"),
});
export type StoryListQuery = z.infer<typeof storyListQuerySchema>;

export const storyListResponseSchema = z.object({
  items: z.array(storySchema),
  categories: z.array(storyCategorySchema).describe("Every category, for the filter"),
});
export type StoryListResponse = z.infer<typeof storyListResponseSchema>;

export const storyParamsSchema = z.object({
  idOrSlug: z.string().max(120).describe("Numeric id or slug"),
});
