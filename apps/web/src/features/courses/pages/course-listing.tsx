import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { CourseCover, LevelBadge } from "../components/course-cover.tsx";
import {
  courseMinutes,
  courses,
  formatMinutes,
  lessonCount,
  type Course,
} from "../data/courses.ts";

function CourseCard({ course }: { course: Course }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CourseCover course={course} />
      <div className="flex flex-1 flex-col p-6">
        <LevelBadge level={course.level} />
        <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={`/course-detail/${course.id}`} className="hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{course.summary}</p>
        <dl className="mt-5 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Duration</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {formatMinutes(courseMinutes(course))}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Lessons</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{lessonCount(course)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          With {course.instructor.name}
        </p>
      </div>
    </li>
  );
}

const facts = [
  {
    title: "Free, no account needed",
    text: "Every course is free to watch. Sign in only if you want to track progress.",
  },
  { title: "Short lessons", text: "Lessons run 8 to 25 minutes, so one fits between two tickets." },
  {
    title: "Written by practitioners",
    text: "Our instructors have run IT teams, audits and incident responses.",
  },
];

export default function CourseListingPage() {
  const page = usePageText("courseListing");
  return (
    <div data-page="course-listing">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Learn" title={page.title} lead={page.description} />
      <Section
        title="All courses"
        id="courses"
        intro="Six courses, from your first inventory to handling a stolen laptop."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      </Section>
      <Section title="How the courses work" id="how" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {facts.map((fact) => (
            <li
              key={fact.title}
              className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
            >
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{fact.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{fact.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
