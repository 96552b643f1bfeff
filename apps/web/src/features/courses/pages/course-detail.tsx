import { Link, useParams } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { NotFoundPanel } from "../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { CourseCover, LevelBadge } from "../components/course-cover.tsx";
import {
  courseMinutes,
  courses,
  findCourse,
  formatMinutes,
  lessonCount,
  type Course,
} from "../data/courses.ts";

function Overview({ course }: { course: Course }) {
  return (
    <Section title={course.title} id="overview">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <LevelBadge level={course.level} />
          <p className="mt-4 text-slate-700 dark:text-slate-300">
            <strong className="font-semibold text-slate-900 dark:text-white">Who it is for:</strong>{" "}
            {course.audience}
          </p>
          <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
            What you will learn
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
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
          aria-label="Course facts"
          className="h-fit overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <CourseCover course={course} />
          <dl className="grid grid-cols-2 gap-4 p-6 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Duration</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {formatMinutes(courseMinutes(course))}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Lessons</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {lessonCount(course)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Level</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{course.level}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Price</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">Free</dd>
            </div>
          </dl>
          <div className="px-6 pb-6">
            <Link to="/signup" className={buttonClasses("primary", "w-full")}>
              Sign up to track progress
            </Link>
          </div>
        </aside>
      </div>
    </Section>
  );
}

function Syllabus({ course }: { course: Course }) {
  return (
    <Section title="Syllabus" id="syllabus" tone="muted">
      <ol className="space-y-6">
        {course.syllabus.map((module, index) => (
          <li
            key={module.title}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
          >
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
              Module {index + 1}: {module.title}
            </h3>
            <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              {module.lessons.map((lesson) => (
                <li
                  key={lesson.title}
                  className="flex justify-between gap-4 py-2 text-slate-700 dark:text-slate-300"
                >
                  <span>{lesson.title}</span>
                  <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    {lesson.minutes} min
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

function InstructorAndMore({ course }: { course: Course }) {
  const others = courses.filter((other) => other.id !== course.id).slice(0, 3);
  return (
    <Section title="Your instructor" id="instructor">
      <div className="flex max-w-3xl flex-col gap-4 sm:flex-row">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-blue-700 text-xl font-bold text-white dark:bg-blue-400 dark:text-slate-950"
        >
          {course.instructor.initials}
        </span>
        <div>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            {course.instructor.name}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{course.instructor.role}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{course.instructor.bio}</p>
        </div>
      </div>
      <h3 className="mt-12 text-lg font-semibold text-slate-900 dark:text-white">More courses</h3>
      <ul className="mt-4 space-y-2">
        {others.map((other) => (
          <li key={other.id}>
            <Link
              to={`/course-detail/${other.id}`}
              className="text-blue-700 hover:underline dark:text-blue-300"
            >
              {other.title}
            </Link>{" "}
            <span className="text-sm text-slate-600 dark:text-slate-400">· {other.level}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function CourseDetailPage() {
  const page = usePageText("courseDetail");
  const { id } = useParams();
  const course = findCourse(id);
  return (
    <div data-page="course-detail">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Courses" title={page.title} lead={course?.summary ?? page.description} />
      {course ? (
        <>
          <Overview course={course} />
          <Syllabus course={course} />
          <InstructorAndMore course={course} />
        </>
      ) : (
        <NotFoundPanel
          title="We could not find that course"
          text="The course you asked for does not exist or has been retired. All current courses are listed on the course page."
          backTo="/course-listing"
          backLabel="See all courses"
        />
      )}
    </div>
  );
}
