import { sqlList, tsvector } from "../../../db/columns.ts";
import { courseLevels, courseTones, courseTopics } from "@fleetward/contracts/courses";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const courses = pgTable(
  "courses",
  {
    /** The public id used in URLs (`/course-detail/3`). */
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** Catalogue order; the first course is the featured one. */
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    audience: text("audience").notNull(),
    outcomes: jsonb("outcomes").$type<string[]>().notNull(),
    topic: text("topic", { enum: courseTopics }).notNull(),
    level: text("level", { enum: courseLevels }).notNull(),
    instructorName: text("instructor_name").notNull(),
    instructorRole: text("instructor_role").notNull(),
    instructorBio: text("instructor_bio").notNull(),
    tone: text("tone", { enum: courseTones }).notNull(),
    coverImage: text("cover_image"),
    /** SHA-256 of the seeded content: the seed skips unchanged courses. */
    sourceHash: text("source_hash").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, "title" || ' ' || "summary" || ' ' || "description")`,
      ),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("courses_level_check", sql`${table.level} in ${sqlList(courseLevels)}`),
    check("courses_topic_check", sql`${table.topic} in ${sqlList(courseTopics)}`),
    check("courses_tone_check", sql`${table.tone} in ${sqlList(courseTones)}`),
    index("courses_position_idx").on(table.position, table.id),
    index("courses_search_idx").using("gin", table.searchVector),
  ],
);

/** A syllabus module: an ordered group of lessons. */
export const courseModules = pgTable(
  "course_modules",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
  },
  (table) => [
    uniqueIndex("course_modules_course_position_unique").on(table.courseId, table.position),
  ],
);

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    minutes: integer("minutes").notNull(),
    summary: text("summary").notNull(),
  },
  (table) => [
    uniqueIndex("course_lessons_module_position_unique").on(table.moduleId, table.position),
    check("course_lessons_minutes_check", sql`${table.minutes} > 0`),
  ],
);
