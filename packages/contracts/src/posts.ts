import { z } from "zod";
import { pageOf } from "./paging.ts";
import { lookupText } from "./form-fields.ts";

/** Blog articles and knowledge-base articles share one table and one API. */
export const postKinds = ["blog", "kb"] as const;
export type PostKind = (typeof postKinds)[number];

/** How the blog variant pages lay a post out; `media` carries what the format needs. */
export const postFormats = [
  "standard",
  "slider",
  "gallery",
  "youtube",
  "vimeo",
  "audio",
  "blockquote",
] as const;
export type PostFormat = (typeof postFormats)[number];

/** The fixed set of categories, in the order the filters list them. */
export const postCategoryNames = {
  "asset-inventory": "Asset inventory",
  "device-security": "Device security",
  compliance: "Compliance",
  lifecycle: "Lifecycle",
  "onboarding-offboarding": "Onboarding & offboarding",
  audits: "Audits",
  licences: "Licences",
  "using-fleetward": "Using Fleetward",
} as const;
export type PostCategorySlug = keyof typeof postCategoryNames;
export const postCategorySlugs = Object.keys(postCategoryNames) as PostCategorySlug[];

export const postListLimits = {
  defaultPage: 1,
  defaultPageSize: 10,
  maxPageSize: 100,
  /** Far beyond any real list; keeps OFFSET arithmetic small. */
  maxPage: 100_000,
  maxTags: 10,
  maxQueryLength: 200,
} as const;

/** Largest value of a PostgreSQL `integer` (serial ids). */
const maxSerial = 2_147_483_647;

/** A slug as stored: lower-case letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// --- Media -------------------------------------------------------------------------------

const slideSchema = z.union([
  z.string().min(1),
  z.looseObject({
    title: z.string().min(1).optional(),
    caption: z.string().min(1).optional(),
    image: z.string().min(1).optional(),
  }),
]);

/** A video or audio clip (youtube, vimeo, audio formats). Other keys are kept as given. */
export const postClipMediaSchema = z.looseObject({
  provider: z.string().min(1),
  title: z.string().min(1),
  duration: z.union([z.string().min(1), z.number().positive()]),
});

/** The pictures of a slider or gallery post. */
export const postSlidesMediaSchema = z.looseObject({
  slides: z.array(slideSchema).min(1),
});

export const postMediaSchema = z.union([postClipMediaSchema, postSlidesMediaSchema]);
export type PostMedia = z.infer<typeof postMediaSchema>;

// --- GET /api/post/list ------------------------------------------------------------------

/** A whole number in a query string, within bounds: `page=abc` or `page=0` is a 422. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: "Expected a whole number" })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const tagSlug = lookupText(z.string().trim().toLowerCase().min(1).max(64));

/** `tags=a&tags=b` arrives as an array, `tags=a` as a string: both become a list. */
const tagList = z
  .preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z.array(tagSlug).max(postListLimits.maxTags),
  )
  .optional()
  .meta({ type: "array", items: { type: "string", maxLength: 64 } });

export const postListQuerySchema = z.object({
  category_id: wholeNumber(1, maxSerial)
    .optional()
    .describe("Only posts of this category (its numeric id)"),
  category: lookupText(z.string().trim().toLowerCase().min(1).max(64))
    .optional()
    .describe("Only posts of this category, by slug (such as `compliance`)"),
  tags: tagList.describe(
    "Repeatable (`tags=mdm&tags=byod`). A post must carry **all** the given tags (AND), " +
      `at most ${postListLimits.maxTags}. An unknown tag matches nothing.`,
  ),
  page: wholeNumber(1, postListLimits.maxPage)
    .default(postListLimits.defaultPage)
    .describe(
      "1-based page number, default 1; a page past the end answers no items and the real total",
    ),
  page_size: wholeNumber(1, postListLimits.maxPageSize)
    .default(postListLimits.defaultPageSize)
    .describe(`Items per page, 1 to ${postListLimits.maxPageSize}, default 10`),
  kind: z.enum(postKinds).optional().describe("`blog` or `kb` (knowledge base); both when absent"),
  format: z.enum(postFormats).optional(),
  q: z
    .string()
    .trim()
    .max(postListLimits.maxQueryLength)
    .optional()
    .describe(
      "Text search in title, excerpt and body: every word must occur, as a word or the start " +
        "of one (`encrypt` finds `encryption`). Punctuation is ignored.",
    ),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** The blog's search box: the list query's own text rule. */
export const postSearchSchema = postListQuerySchema.pick({ q: true });

export const postCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type PostCategory = z.infer<typeof postCategorySchema>;

export const postSummarySchema = z.object({
  id: z.number().int().describe("Public id, used in URLs"),
  slug: z.string(),
  kind: z.enum(postKinds),
  format: z.enum(postFormats),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  category: postCategorySchema,
  tags: z.array(z.string()).describe("Tag slugs, alphabetical"),
  author_name: z.string(),
  published_at: z.iso.datetime(),
  reading_minutes: z.number().int(),
  media: postMediaSchema.nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postListResponseSchema = pageOf(postSummarySchema, "Newest first");
export type PostListResponse = z.infer<typeof postListResponseSchema>;

// --- GET /api/post/list/{id} ---------------------------------------------------------------

export const postDetailParamsSchema = z.object({
  // Fastify's router matches path parameters of at most 100 characters.
  id: z.string().min(1).max(100).describe("Numeric id, or the post's slug"),
});

export const postDetailSchema = postSummarySchema.extend({
  body_html: z
    .string()
    .describe("Rendered from Markdown: no raw HTML, scripts or unsafe links survive"),
  related: z
    .array(postSummarySchema)
    .max(3)
    .describe("Up to 3 other posts sharing the category or a tag, newest first"),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

// --- Filters -----------------------------------------------------------------------------

export const postFacetQuerySchema = z.object({
  kind: z.enum(postKinds).optional().describe("Count only blog or only kb posts"),
});

export const postCategoryCountsSchema = z.array(
  postCategorySchema.extend({ count: z.number().int() }),
);
export type PostCategoryCount = z.infer<typeof postCategoryCountsSchema>[number];

export const postTagCountsSchema = z.array(z.object({ slug: z.string(), count: z.number().int() }));
export type PostTagCount = z.infer<typeof postTagCountsSchema>[number];
