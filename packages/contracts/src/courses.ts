import { z } from "zod";
import { pageOf } from "./paging.ts";

export const courseLevels = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** The fixed set of course topics, in the order the filter lists them. */
export const courseTopicNames = {
  "asset-inventory": "Asset inventory",
  "device-security": "Device security",
  lifecycle: "Device lifecycle",
  compliance: "Compliance",
  licences: "Licences",
  "incident-response": "Incident response",
} as const;
export type CourseTopic = keyof typeof courseTopicNames;
export const courseTopics = Object.keys(courseTopicNames) as [CourseTopic, ...CourseTopic[]];

export const courseTones = ["blue", "emerald", "amber", "violet", "sky", "rose"] as const;
export type CourseTone = (typeof courseTones)[number];

export const courseListLimits = {
  defaultPageSize: 12,
  maxPageSize: 50,
  maxPage: 10_000,
  maxQueryLength: 200,
} as const;

/** A whole number in a query string, within bounds: `page=abc` or `page=0` is a 422. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: "Expected a whole number" })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const courseListQuerySchema = z.object({
  topic: z.enum(courseTopics).optional().describe("Only courses of this topic (its slug)"),
  level: z.enum(courseLevels).optional(),
  q: z
    .string()
    .trim()
    .max(courseListLimits.maxQueryLength)
    .optional()
    .describe("Words of the title, summary or description (prefixes match)"),
  page: wholeNumber(1, courseListLimits.maxPage).default(1),
  page_size: wholeNumber(1, courseListLimits.maxPageSize)
    .default(courseListLimits.defaultPageSize)
    .describe(`Items per page, 1 to ${courseListLimits.maxPageSize}`),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** The course list's filter form: the list query's own choices; empty means all. */
export const courseFiltersSchema = z.object({
  topic: z.enum(courseTopics).or(z.literal("")),
  level: z.enum(courseLevels).or(z.literal("")),
});
export type CourseFilters = z.input<typeof courseFiltersSchema>;

export const courseInstructorSchema = z.object({
  name: z.string(),
  role: z.string(),
  bio: z.string(),
});

export const courseSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.object({ slug: z.enum(courseTopics), name: z.string() }),
  level: z.enum(courseLevels),
  duration_minutes: z.number().int().describe("All lessons together"),
  lesson_count: z.number().int(),
  instructor: courseInstructorSchema,
  tone: z.enum(courseTones).describe("Colour of the generated cover"),
  cover_image: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListResponseSchema = pageOf(
  courseSummarySchema,
  "Featured first, in catalogue order",
);
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

export const courseLessonSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  minutes: z.number().int(),
  summary: z.string(),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

export const courseModuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  lessons: z.array(courseLessonSchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  description: z.string().describe("Plain text; paragraphs separated by a blank line"),
  audience: z.string(),
  outcomes: z.array(z.string()),
  syllabus: z.array(courseModuleSchema).describe("Modules in order, each with its lessons"),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseDetailParamsSchema = z.object({
  id: z.string().min(1).max(100).describe("Numeric id, or the course's slug"),
});

export const courseTopicCountsSchema = z.array(
  z.object({ slug: z.enum(courseTopics), name: z.string(), count: z.number().int() }),
);
export type CourseTopicCount = z.infer<typeof courseTopicCountsSchema>[number];
