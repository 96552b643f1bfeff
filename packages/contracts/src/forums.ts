import { z } from "zod";
import { pageOf } from "./paging.ts";
import { requiredLine, requiredText } from "./form-fields.ts";

export const forumLimits = {
  titleMin: 5,
  titleMax: 160,
  topicBodyMin: 20,
  replyBodyMin: 2,
  bodyMax: 10_000,
  defaultPageSize: 20,
  maxPageSize: 50,
  maxPage: 10_000,
} as const;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: "Expected a whole number" })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Largest value of a PostgreSQL `integer` (serial ids). */
const maxSerial = 2_147_483_647;

export const forumIdParamsSchema = z.object({
  id: wholeNumber(1, maxSerial).describe("Numeric id"),
});

export const forumCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  topic_count: z.number().int().describe("Visible topics"),
  reply_count: z.number().int().describe("Visible replies in visible topics"),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoryListSchema = z.array(forumCategorySchema);

export const forumTopicListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(64)
    .optional()
    .describe("Category slug; all categories when absent"),
  page: wholeNumber(1, forumLimits.maxPage).default(1),
  page_size: wholeNumber(1, forumLimits.maxPageSize).default(forumLimits.defaultPageSize),
});
export type ForumTopicListQuery = z.infer<typeof forumTopicListQuerySchema>;

export const forumAuthorSchema = z.object({
  name: z.string(),
  role: z.string().nullable().describe("A line about the author, such as their job"),
  is_member: z.boolean().describe("True when written from a Fleetward account"),
});

export const forumTopicSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  author: forumAuthorSchema,
  created_at: z.iso.datetime(),
  last_activity_at: z.iso.datetime(),
  reply_count: z.number().int(),
  hidden: z.boolean().describe("Only operators ever see hidden topics"),
});
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;

export const forumTopicListResponseSchema = pageOf(
  forumTopicSummarySchema,
  "Latest activity first",
);
export type ForumTopicListResponse = z.infer<typeof forumTopicListResponseSchema>;

export const forumReplySchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  author: forumAuthorSchema,
  body: z.string().describe("Plain text, shown as written (never HTML)"),
  created_at: z.iso.datetime(),
  hidden: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumTopicDetailSchema = forumTopicSummarySchema.extend({
  body: z.string().describe("The opening post, plain text"),
  replies: z.array(forumReplySchema).describe("Oldest first; hidden ones only for operators"),
});
export type ForumTopicDetail = z.infer<typeof forumTopicDetailSchema>;

export const newForumTopicSchema = z.strictObject({
  category: z.string().trim().toLowerCase().min(1).max(64).describe("Category slug"),
  title: requiredLine(forumLimits.titleMax).pipe(z.string().min(forumLimits.titleMin)),
  body: requiredText(forumLimits.topicBodyMin, forumLimits.bodyMax),
});
export type NewForumTopic = z.infer<typeof newForumTopicSchema>;

export const newForumReplySchema = z.strictObject({
  body: requiredText(forumLimits.replyBodyMin, forumLimits.bodyMax),
});
export type NewForumReply = z.infer<typeof newForumReplySchema>;

export const forumHiddenSchema = z.object({ id: z.number().int(), hidden: z.literal(true) });
