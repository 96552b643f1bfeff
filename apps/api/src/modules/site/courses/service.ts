import {
  courseTopicNames,
  type CourseDetail,
  type CourseListQuery,
  type CourseListResponse,
  type CourseSummary,
  type CourseTopicCount,
} from "@fleetward/contracts/courses";
import type { Orm } from "../../../db/client.ts";
import { toPrefixTsquery } from "../../../lib/full-text.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  toCachedResponse,
  type CachedResponse,
  type ResponseCache,
} from "../../../lib/response-cache.ts";
import {
  countCoursesByTopic,
  findCourse,
  findCoursePage,
  findSyllabus,
  type CourseSummaryRow,
  type SyllabusRow,
} from "./repository.ts";

const maxSerial = 2_147_483_647;

function toSummary(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    topic: { slug: row.topic, name: courseTopicNames[row.topic] },
    level: row.level,
    duration_minutes: Number(row.durationMinutes),
    lesson_count: Number(row.lessonCount),
    instructor: { name: row.instructorName, role: row.instructorRole, bio: row.instructorBio },
    tone: row.tone,
    cover_image: row.coverImage,
  };
}

function toDetail(course: CourseSummaryRow, syllabus: SyllabusRow[]): CourseDetail {
  return {
    ...toSummary(course),
    description: course.description,
    audience: course.audience,
    outcomes: course.outcomes,
    syllabus: syllabus.map((module) => ({
      id: module.id,
      position: module.position,
      title: module.title,
      summary: module.summary,
      minutes: module.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        position: lesson.position,
        title: lesson.title,
        minutes: lesson.minutes,
        summary: lesson.summary,
      })),
    })),
  };
}

/** Public and the same for everyone: each answer is serialised once and cached (see posts). */
export function createCoursesService(orm: Orm, cache: ResponseCache) {
  return {
    list(query: CourseListQuery): Promise<CachedResponse> {
      const tsquery = toPrefixTsquery(query.q);
      const key = JSON.stringify([
        "courses",
        query.topic ?? null,
        query.level ?? null,
        tsquery ?? null,
        query.page,
        query.page_size,
      ]);
      return cache.getOrCompute(key, async () => {
        const { rows, total } = await findCoursePage(
          orm,
          { topic: query.topic, level: query.level, tsquery },
          query.page_size,
          (query.page - 1) * query.page_size,
        );
        const body: CourseListResponse = {
          items: rows.map(toSummary),
          total,
          page: query.page,
          page_size: query.page_size,
        };
        return toCachedResponse(body);
      });
    },

    /** By numeric id, by slug, or `featured` for the first course of the catalogue. */
    detail(idOrSlug: string): Promise<CachedResponse> {
      const numeric = /^\d+$/.test(idOrSlug);
      const notFound = new HttpError(
        404,
        numeric ? `No course with id ${idOrSlug}` : `No course with slug ${idOrSlug}`,
      );
      const id = numeric ? Number(idOrSlug) : undefined;
      if (id !== undefined && id > maxSerial) return Promise.reject(notFound);
      return cache.getOrCompute(JSON.stringify(["course", id ?? idOrSlug]), async () => {
        const key =
          id !== undefined ? { id } : idOrSlug === "featured" ? "featured" : { slug: idOrSlug };
        const course = await findCourse(orm, key);
        if (!course) throw notFound;
        return toCachedResponse(toDetail(course, await findSyllabus(orm, course.id)));
      });
    },

    /** Every topic in filter order, with how many courses it has (0 included). */
    topics(): Promise<CachedResponse> {
      return cache.getOrCompute(JSON.stringify(["course-topics"]), async () => {
        const counts = new Map(
          (await countCoursesByTopic(orm)).map((row) => [row.topic, row.count]),
        );
        const body: CourseTopicCount[] = Object.entries(courseTopicNames).map(([slug, name]) => ({
          slug: slug as CourseTopicCount["slug"],
          name,
          count: counts.get(slug as CourseTopicCount["slug"]) ?? 0,
        }));
        return toCachedResponse(body);
      });
    },
  };
}
