import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { formatDateTime, formatNumber } from "../components/format.ts";
import { categoryName, thread, type ForumPost } from "../data/forums.ts";

function PostBody({ post, label }: { post: ForumPost; label: string }) {
  return (
    <article
      aria-label={label}
      className={`rounded-xl border bg-white p-6 dark:bg-slate-900 ${
        post.accepted
          ? "border-emerald-500 dark:border-emerald-500"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <header className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-full bg-slate-200 text-sm font-bold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
        >
          {post.initials}
        </span>
        <div className="me-auto">
          <p className="font-semibold text-slate-900 dark:text-white">{post.author}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{post.role}</p>
        </div>
        {post.accepted ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            Accepted answer
          </span>
        ) : null}
        <time dateTime={post.posted} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDateTime(post.posted)}
        </time>
      </header>
      <div className="mt-4 space-y-3 text-slate-700 dark:text-slate-300">
        {post.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {post.likes} {post.likes === 1 ? "person" : "people"} found this helpful
      </p>
    </article>
  );
}

function ReplyForm() {
  return (
    <Section title="Add a reply" id="reply" tone="muted">
      <form className="max-w-3xl" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="reply-text" className="block font-semibold text-slate-900 dark:text-white">
          Your reply — you need to be signed in to post
        </label>
        <textarea
          id="reply-text"
          rows={6}
          disabled
          aria-describedby="reply-help"
          className="mt-2 block w-full cursor-not-allowed rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
        />
        <p id="reply-help" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Replies are posted under your community name. Sign in with your Fleetward account, or
          create a free one, to join the discussion.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/login" className={buttonClasses("primary")}>
            Sign in to reply
          </Link>
          <Link to="/signup" className={buttonClasses("secondary")}>
            Create an account
          </Link>
        </div>
      </form>
    </Section>
  );
}

export default function ForumsCommentsPage() {
  const page = usePageText("forumsComments");
  const { topic, question, replies } = thread;
  return (
    <div data-page="forums-comments">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={categoryName(topic.categoryId)}
        title={page.title}
        lead={page.description}
      />
      <Section title={topic.title} id="thread">
        <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">
          {replies.length} replies · {formatNumber(topic.views)} views ·{" "}
          <Link
            to="/forums-topic"
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
          >
            Back to all topics
          </Link>
        </p>
        <PostBody post={question} label={`Question by ${question.author}`} />
        <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
          {replies.length} replies
        </h3>
        <ol className="mt-4 space-y-4">
          {replies.map((reply, index) => (
            <li key={reply.id}>
              <PostBody post={reply} label={`Reply ${index + 1} by ${reply.author}`} />
            </li>
          ))}
        </ol>
      </Section>
      <ReplyForm />
    </div>
  );
}
