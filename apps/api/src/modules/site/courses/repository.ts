import type { CourseLevel, CourseTopic } from "@fleetward/contracts/courses";
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { courseLessons, courseModules, courses } from "./schema.ts";

export type CourseFilter = {
  topic?: CourseTopic | undefined;
  level?: CourseLevel | undefined;
  /** A `to_tsquery('simple', …)` expression built from plain words only. */
  tsquery?: string | undefined;
};

export type CourseRow = typeof courses.$inferSelect;
/** A course with its lesson totals, as lists show it. */
export type CourseSummaryRow = Omit<CourseRow, "searchVector" | "sourceHash" | "updatedAt"> & {
  durationMinutes: number;
  lessonCount: number;
};

const catalogueOrder = [asc(courses.position), asc(courses.id)];

function conditions(filter: CourseFilter): SQL | undefined {
  return and(
    filter.topic ? eq(courses.topic, filter.topic) : undefined,
    filter.level ? eq(courses.level, filter.level) : undefined,
    filter.tsquery
      ? sql`${courses.searchVector} @@ to_tsquery('simple'::regconfig, ${filter.tsquery})`
      : undefined,
  );
}

/** Lesson minutes and counts, summed per course in one query. */
const totals = (orm: Orm) =>
  orm
    .select({
      courseId: courseModules.courseId,
      minutes: sql<number>`coalesce(sum(${courseLessons.minutes}), 0)::int`.as("minutes"),
      lessons: sql<number>`count(${courseLessons.id})::int`.as("lessons"),
    })
    .from(courseModules)
    .leftJoin(courseLessons, eq(courseLessons.moduleId, courseModules.id))
    .groupBy(courseModules.courseId)
    .as("totals");

const summaryColumns = (t: ReturnType<typeof totals>) => ({
  id: courses.id,
  slug: courses.slug,
  position: courses.position,
  title: courses.title,
  summary: courses.summary,
  description: courses.description,
  audience: courses.audience,
  outcomes: courses.outcomes,
  topic: courses.topic,
  level: courses.level,
  instructorName: courses.instructorName,
  instructorRole: courses.instructorRole,
  instructorBio: courses.instructorBio,
  tone: courses.tone,
  coverImage: courses.coverImage,
  durationMinutes: sql<number>`coalesce(${t.minutes}, 0)`,
  lessonCount: sql<number>`coalesce(${t.lessons}, 0)`,
});

export async function findCoursePage(
  orm: Orm,
  filter: CourseFilter,
  limit: number,
  offset: number,
): Promise<{ rows: CourseSummaryRow[]; total: number }> {
  const where = conditions(filter);
  const t = totals(orm);
  const [totalRows, rows] = await Promise.all([
    orm.select({ total: count() }).from(courses).where(where),
    orm
      .select(summaryColumns(t))
      .from(courses)
      .leftJoin(t, eq(t.courseId, courses.id))
      .where(where)
      .orderBy(...catalogueOrder)
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total: totalRows[0]?.total ?? 0 };
}

export async function findCourse(
  orm: Orm,
  key: { id: number } | { slug: string } | "featured",
): Promise<CourseSummaryRow | undefined> {
  const t = totals(orm);
  const [row] = await orm
    .select(summaryColumns(t))
    .from(courses)
    .leftJoin(t, eq(t.courseId, courses.id))
    .where(
      key === "featured"
        ? undefined
        : "id" in key
          ? eq(courses.id, key.id)
          : eq(courses.slug, key.slug),
    )
    .orderBy(...catalogueOrder)
    .limit(1);
  return row;
}

export type SyllabusRow = typeof courseModules.$inferSelect & {
  lessons: (typeof courseLessons.$inferSelect)[];
};

/** The course's modules in order, each with its lessons in order. */
export async function findSyllabus(orm: Orm, courseId: number): Promise<SyllabusRow[]> {
  const modules = await orm
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
  if (modules.length === 0) return [];
  const lessons = await orm
    .select()
    .from(courseLessons)
    .where(
      inArray(
        courseLessons.moduleId,
        modules.map((module) => module.id),
      ),
    )
    .orderBy(asc(courseLessons.moduleId), asc(courseLessons.position));
  return modules.map((module) => ({
    ...module,
    lessons: lessons.filter((lesson) => lesson.moduleId === module.id),
  }));
}

/** Topics that have courses, with how many. */
export async function countCoursesByTopic(orm: Orm) {
  return orm.select({ topic: courses.topic, count: count() }).from(courses).groupBy(courses.topic);
}

// --- Seed writes -------------------------------------------------------------------------

export async function courseSourceHashes(orm: Orm): Promise<Map<string, string>> {
  const rows = await orm.select({ slug: courses.slug, hash: courses.sourceHash }).from(courses);
  return new Map(rows.map((row) => [row.slug, row.hash]));
}

export type CourseWrite = Omit<typeof courses.$inferInsert, "id" | "updatedAt" | "searchVector">;
export type ModuleWrite = {
  title: string;
  summary: string;
  lessons: { title: string; minutes: number; summary: string }[];
};

/** Writes a course by slug and replaces its whole syllabus. */
export async function upsertCourse(orm: Orm, course: CourseWrite, syllabus: ModuleWrite[]) {
  const { slug: _slug, ...changes } = course;
  const [row] = await orm
    .insert(courses)
    .values(course)
    .onConflictDoUpdate({ target: courses.slug, set: { ...changes, updatedAt: new Date() } })
    .returning({ id: courses.id });
  if (!row) throw new Error(`course ${course.slug} was not written`);
  await orm.delete(courseModules).where(eq(courseModules.courseId, row.id));
  for (const [index, module] of syllabus.entries()) {
    const [written] = await orm
      .insert(courseModules)
      .values({
        courseId: row.id,
        position: index + 1,
        title: module.title,
        summary: module.summary,
      })
      .returning({ id: courseModules.id });
    if (!written) throw new Error(`module of ${course.slug} was not written`);
    await orm.insert(courseLessons).values(
      module.lessons.map((lesson, position) => ({
        moduleId: written.id,
        position: position + 1,
        ...lesson,
      })),
    );
  }
}
