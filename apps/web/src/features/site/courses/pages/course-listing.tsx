import { courseFiltersSchema, type CourseFilters } from "@fleetward/contracts/courses";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import {
  levels,
  useCourseList,
  useCourseTopics,
  type CourseSummary,
  type CourseTopic,
} from "../api/courses-api.ts";
import { CourseCover, LevelBadge, useFormatMinutes } from "../components/course-cover.tsx";

function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation();
  const formatMinutes = useFormatMinutes();
  return (
    <li
      data-course={course.slug}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <CourseCover course={course} />
      <div className="flex flex-1 flex-col p-6">
        <LevelBadge level={course.level} />
        <h3 lang="en" className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={`/course-detail/${course.id}`} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        <p lang="en" className="mt-2 flex-1 text-slate-600 dark:text-slate-300">
          {course.summary}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">
              {t("community.courses.duration")}
            </dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {formatMinutes(course.duration_minutes)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("community.courses.lessons")}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{course.lesson_count}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t("community.courses.instructedBy", { name: course.instructor.name })}
        </p>
      </div>
    </li>
  );
}

/** Filters live in the URL (`?topic=compliance&level=beginner`), so a filtered list can be shared. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const level = levels.find((value) => value === params.get("level"));
  const topic = (params.get("topic") || undefined) as CourseTopic | undefined;
  const apply = (chosen: CourseFilters) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(chosen)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { topic, level, apply, clear: () => setParams({}, { replace: true }) };
}

type FiltersModel = ReturnType<typeof useFilters>;
type FiltersForm = ContractForm<typeof courseFiltersSchema>;

/** A filter select: controlled, as the topics arrive after the URL has chosen one. */
function FilterSelect({
  form,
  name,
  label,
  onChoose,
  children,
}: {
  form: FiltersForm;
  name: keyof CourseFilters;
  label: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <SelectField
          id={`course-${name}`}
          label={label}
          error={fieldState.error?.message}
          {...field}
          onChange={(event) => {
            field.onChange(event);
            onChoose();
          }}
        >
          {children}
        </SelectField>
      )}
    />
  );
}

function Filters({ filters }: { filters: FiltersModel }) {
  const { t } = useTranslation();
  const topics = useCourseTopics();
  const chosen: CourseFilters = { topic: filters.topic ?? "", level: filters.level ?? "" };
  const form = useContractForm(courseFiltersSchema, { defaultValues: chosen, values: chosen });
  // Each choice applies at once: the URL holds the filters.
  const apply = form.submit(async (values) => filters.apply(values));
  return (
    <form
      aria-label={t("community.courses.filters")}
      className="mb-8 grid gap-4 sm:grid-cols-2 lg:max-w-2xl"
      onSubmit={apply}
      noValidate
    >
      <FilterSelect
        form={form}
        name="topic"
        label={t("community.courses.topic")}
        onChoose={() => void apply()}
      >
        <option value="">{t("community.courses.allTopics")}</option>
        {(topics.data ?? []).map((topic) => (
          <option key={topic.slug} value={topic.slug} lang="en">
            {topic.name} ({topic.count})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        form={form}
        name="level"
        label={t("community.courses.level")}
        onChoose={() => void apply()}
      >
        <option value="">{t("community.courses.allLevels")}</option>
        {levels.map((level) => (
          <option key={level} value={level}>
            {t(`community.courses.${level}`)}
          </option>
        ))}
      </FilterSelect>
    </form>
  );
}

function CourseList({ filters }: { filters: FiltersModel }) {
  const { t } = useTranslation();
  const list = useCourseList({ topic: filters.topic, level: filters.level });
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {t("community.courses.found", { count: total })}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 p-8 dark:border-slate-800">
          <p className="text-slate-700 dark:text-slate-300">{t("community.courses.empty")}</p>
          <button
            type="button"
            onClick={filters.clear}
            className={buttonClasses("secondary", "mt-4")}
          >
            {t("community.courses.clearFilters")}
          </button>
        </div>
      ) : (
        <ul aria-busy={list.isPlaceholderData} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function CourseListingPage() {
  const { t } = useTranslation();
  const page = usePageText("courseListing");
  const filters = useFilters();
  return (
    <div data-page="course-listing">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("community.courses.eyebrow")}
        title={page.title}
        lead={page.description}
      />
      <Section title={t("community.courses.allCourses")} id="courses">
        <Filters filters={filters} />
        <CourseList filters={filters} />
      </Section>
    </div>
  );
}
