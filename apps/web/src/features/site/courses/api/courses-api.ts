import { keepPreviousData, useQuery } from "@tanstack/react-query";
// Types only: the contract's zod schemas must stay out of the page chunks.
import type {
  CourseDetail,
  CourseLevel,
  CourseListResponse,
  CourseTopic,
  CourseTopicCount,
} from "@fleetward/contracts/courses";
import { request } from "../../../../lib/http/http-client.ts";

export type {
  CourseDetail,
  CourseLevel,
  CourseSummary,
  CourseTone,
  CourseTopic,
} from "@fleetward/contracts/courses";

export const levels: readonly CourseLevel[] = ["beginner", "intermediate", "advanced"];

export type CourseFilters = { topic?: CourseTopic | undefined; level?: CourseLevel | undefined };

export function useCourseList(filters: CourseFilters) {
  const query = { topic: filters.topic, level: filters.level, page_size: 50 };
  return useQuery({
    queryKey: ["courses", "list", query],
    queryFn: ({ signal }) => request<CourseListResponse>("/api/courses", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseTopics() {
  return useQuery({
    queryKey: ["courses", "topics"],
    queryFn: ({ signal }) => request<CourseTopicCount[]>("/api/courses/topics", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `featured` when no id is given: /course-detail shows the first course of the catalogue. */
export function useCourse(id: string | undefined) {
  const key = id ?? "featured";
  return useQuery({
    queryKey: ["courses", "detail", key],
    queryFn: ({ signal }) =>
      request<CourseDetail>(`/api/courses/${encodeURIComponent(key)}`, { signal }),
  });
}
