import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { formatDateTime, formatNumber } from "../components/format.ts";
import { categoryName, forumCategories, latestTopics, type TopicSummary } from "../data/forums.ts";

function Categories() {
  return (
    <Section title="Categories" id="categories">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {forumCategories.map((category) => (
          <li
            key={category.id}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
              {category.name}
            </h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{category.description}</p>
            <dl className="mt-4 flex gap-6 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Topics</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">
                  {formatNumber(category.topics)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Posts</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">
                  {formatNumber(category.posts)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TopicTitle({ topic }: { topic: TopicSummary }) {
  return (
    <>
      {topic.path ? (
        <Link
          to={topic.path}
          className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {topic.title}
        </Link>
      ) : (
        <span className="font-semibold text-slate-900 dark:text-white">{topic.title}</span>
      )}
      {topic.solved ? (
        <span className="ms-2 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          Solved
        </span>
      ) : null}
      <span className="block text-sm text-slate-600 dark:text-slate-400">
        {categoryName(topic.categoryId)} · started by {topic.author}
      </span>
    </>
  );
}

const cell = "px-4 py-3 align-top";

function LatestTopics() {
  return (
    <Section title="Latest topics" id="latest" tone="muted">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <table className="w-full min-w-[40rem] text-start text-sm">
          <caption className="sr-only">The six most recently active topics</caption>
          <thead className="bg-slate-100 text-slate-900 dark:bg-slate-900 dark:text-white">
            <tr>
              <th scope="col" className={`${cell} text-start`}>
                Topic
              </th>
              <th scope="col" className={`${cell} text-end`}>
                Replies
              </th>
              <th scope="col" className={`${cell} text-end`}>
                Views
              </th>
              <th scope="col" className={`${cell} text-start`}>
                Last activity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
            {latestTopics.map((topic) => (
              <tr key={topic.id}>
                <th scope="row" className={`${cell} text-start font-normal`}>
                  <TopicTitle topic={topic} />
                </th>
                <td className={`${cell} text-end tabular-nums`}>{topic.replies}</td>
                <td className={`${cell} text-end tabular-nums`}>{formatNumber(topic.views)}</td>
                <td className={cell}>
                  <time dateTime={topic.lastActivity}>{formatDateTime(topic.lastActivity)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

const guidelines = [
  "Search before you post: most enrolment questions have been answered.",
  "Remove serial numbers, hostnames and e-mail addresses from screenshots.",
  "Mark the reply that solved your problem, so the next person finds it.",
  "For account or billing issues, contact support rather than posting.",
];

export default function ForumsTopicPage() {
  const page = usePageText("forumsTopic");
  return (
    <div data-page="forums-topic">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Community"
        title={page.title}
        lead={page.description}
        actions={
          <Link to="/login" className={buttonClasses("primary")}>
            Sign in to start a topic
          </Link>
        }
      />
      <Categories />
      <LatestTopics />
      <Section title="Community guidelines" id="guidelines">
        <ul className="max-w-3xl list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300">
          {guidelines.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
