import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { initialsOf } from "../../../../components/initials-avatar.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { useCourse, useCourseList, type CourseDetail } from "../api/courses-api.ts";
import { CourseCover, LevelBadge, useFormatMinutes } from "../components/course-cover.tsx";

function Fact({ term, value }: { term: string; value: string | number }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function Overview({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const formatMinutes = useFormatMinutes();
  return (
    <Section title={t("community.courses.outcomes")} id="overview">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div lang="en">
          <LevelBadge level={course.level} />
          <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
            {course.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            <strong className="font-semibold text-slate-900 dark:text-white">
              {t("community.courses.audience")}
            </strong>{" "}
            {course.audience}
          </p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {course.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-3 text-slate-700 dark:text-slate-300">
                <span
                  aria-hidden="true"
                  className="font-bold text-emerald-700 dark:text-emerald-400"
                >
                  ✓
                </span>
                {outcome}
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-label={t("community.courses.facts")}
          className="h-fit overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <CourseCover course={course} />
          <dl className="grid grid-cols-2 gap-4 p-6 text-sm">
            <Fact
              term={t("community.courses.duration")}
              value={formatMinutes(course.duration_minutes)}
            />
            <Fact term={t("community.courses.lessons")} value={course.lesson_count} />
            <Fact
              term={t("community.courses.level")}
              value={t(`community.courses.${course.level}`)}
            />
            <Fact term={t("community.courses.price")} value={t("community.courses.free")} />
          </dl>
          <div className="px-6 pb-6">
            <Link to="/signup" className={buttonClasses("primary", "w-full")}>
              {t("community.courses.signUp")}
            </Link>
          </div>
        </aside>
      </div>
    </Section>
  );
}

function Syllabus({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const formatMinutes = useFormatMinutes();
  return (
    <Section title={t("community.courses.syllabus")} id="syllabus" tone="muted">
      <ol className="space-y-6">
        {course.syllabus.map((module) => (
          <li
            key={module.id}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
          >
            <h3 className="flex flex-wrap justify-between gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              <span>
                {t("community.courses.module", { number: module.position, title: module.title })}
              </span>
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                {formatMinutes(module.minutes)}
              </span>
            </h3>
            <p lang="en" className="mt-1 text-slate-600 dark:text-slate-400">
              {module.summary}
            </p>
            <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              {module.lessons.map((lesson) => (
                <li key={lesson.id} className="flex justify-between gap-4 py-3">
                  <div lang="en">
                    <p className="font-medium text-slate-900 dark:text-white">{lesson.title}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{lesson.summary}</p>
                  </div>
                  <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    {t("community.courses.minutes", { count: lesson.minutes })}
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function InstructorAndMore({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const list = useCourseList({});
  const others = (list.data?.items ?? []).filter((other) => other.id !== course.id).slice(0, 3);
  return (
    <Section title={t("community.courses.instructor")} id="instructor">
      <div className="flex max-w-3xl flex-col gap-4 sm:flex-row">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-blue-700 text-xl font-bold text-white dark:bg-blue-400 dark:text-slate-950"
        >
          {initialsOf(course.instructor.name)}
        </span>
        <div lang="en">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            {course.instructor.name}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{course.instructor.role}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{course.instructor.bio}</p>
        </div>
      </div>
      {others.length > 0 ? (
        <>
          <h3 className="mt-12 text-lg font-semibold text-slate-900 dark:text-white">
            {t("community.courses.more")}
          </h3>
          <ul className="mt-4 space-y-2">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  lang="en"
                  to={`/course-detail/${other.id}`}
                  className="text-blue-700 hover:underline dark:text-blue-300"
                >
                  {other.title}
                </Link>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  · {t(`community.courses.${other.level}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

export default function CourseDetailPage() {
  const { t } = useTranslation();
  const page = usePageText("courseDetail");
  const { id } = useParams();
  const course = useCourse(id);
  return (
    <div data-page="course-detail">
      <PageMeta title={course.data?.title ?? page.title} description={page.description} />
      <PageHeader
        eyebrow={t("community.courses.eyebrow")}
        title={course.data?.title ?? page.title}
        lead={course.data?.summary ?? page.description}
        {...(course.data ? { contentLang: "en" } : {})}
      />
      {course.isPending ? (
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <LoadingState />
        </div>
      ) : course.isError ? (
        isNotFound(course.error) ? (
          <NotFoundPanel
            title={t("community.courses.notFoundTitle")}
            text={t("community.courses.notFoundText")}
            backTo="/course-listing"
            backLabel={t("community.courses.backToAll")}
          />
        ) : (
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <LoadError onRetry={() => void course.refetch()} />
          </div>
        )
      ) : (
        <>
          <Overview course={course.data} />
          <Syllabus course={course.data} />
          <InstructorAndMore course={course.data} />
        </>
      )}
    </div>
  );
}
