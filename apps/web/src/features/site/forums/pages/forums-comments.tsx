import { newForumReplySchema } from "@fleetward/contracts/forums";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { initialsOf } from "../../../../components/initials-avatar.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import {
  hidePost,
  useForumThread,
  useRefreshForums,
  type ForumReply,
  type ForumTopicDetail,
} from "../api/forums-api.ts";
import { useForumViewer } from "../components/forum-session.ts";
import { PlainText } from "../components/plain-text.tsx";
import { SignInPrompt } from "../components/sign-in-prompt.tsx";
import { postAsMember } from "../components/post-as-member.ts";
import { formatDateTime, utcMinute } from "../../../../lib/format.ts";

type Post = Pick<ForumReply, "author" | "created_at" | "hidden"> & { body: string };

function HideButton({
  kind,
  id,
  label,
}: {
  kind: "topics" | "replies";
  id: number;
  label: string;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshForums();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function hide() {
    setBusy(true);
    try {
      await hidePost(kind, id);
      showNotice({ kind: "success", title: t("community.forums.hiddenDone") });
      await refresh();
      if (kind === "topics") void navigate("/forums-topic");
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" onClick={hide} disabled={busy} className={buttonClasses("secondary")}>
      {label}
    </button>
  );
}

function PostCard({ post, label, action }: { post: Post; label: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={label}
      className={`rounded-xl border bg-white p-6 dark:bg-slate-900 ${
        post.hidden
          ? "border-dashed border-slate-400 opacity-80"
          : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <header className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-full bg-slate-200 text-sm font-bold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
        >
          {initialsOf(post.author.name)}
        </span>
        <div className="me-auto">
          <p className="font-semibold text-slate-900 dark:text-white">{post.author.name}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {post.author.role ?? t("community.forums.member")}
          </p>
        </div>
        {post.hidden ? (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {t("community.forums.hidden")}
          </span>
        ) : null}
        <time dateTime={post.created_at} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDateTime(post.created_at, "en-GB", utcMinute)}
        </time>
        {action}
      </header>
      <div className="mt-4">
        <PlainText text={post.body} />
      </div>
    </article>
  );
}

function ReplyForm({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshForums();
  const form = useContractForm(newForumReplySchema, { defaultValues: { body: "" } });
  const onSubmit = form.submit(async (values) => {
    await postAsMember<ForumReply>(`/api/forums/topics/${topicId}/replies`, values);
    form.reset({ body: "" });
    showNotice({ kind: "success", title: t("community.forums.replied") });
    await refresh();
  });
  return (
    <form onSubmit={onSubmit} className="grid max-w-3xl gap-4" noValidate>
      <TextAreaField
        id="reply-body"
        label={t("community.forums.reply")}
        rows={6}
        required
        maxLength={10_000}
        {...form.field("body")}
      />
      <div>
        <SubmitButton
          sending={form.sending}
          label={t("community.forums.postReply")}
          sendingLabel={t("community.forums.sending")}
        />
      </div>
    </form>
  );
}

function Thread({ topic, operator }: { topic: ForumTopicDetail; operator: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={topic.title} id="thread">
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">
        <span lang="en">{topic.category.name}</span> ·{" "}
        <Link
          to={`/forums-topic?category=${topic.category.slug}`}
          className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {t("community.forums.backToTopics")}
        </Link>
      </p>
      <PostCard
        post={topic}
        label={t("community.forums.question", { name: topic.author.name })}
        action={
          operator && !topic.hidden ? (
            <HideButton kind="topics" id={topic.id} label={t("community.forums.hideTopic")} />
          ) : null
        }
      />
      <h3 className="mt-10 text-xl font-semibold text-slate-900 dark:text-white">
        {t("community.forums.repliesHeading", { count: topic.replies.length })}
      </h3>
      {topic.replies.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t("community.forums.noReplies")}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {topic.replies.map((reply, index) => (
            <li key={reply.id} data-reply={reply.id}>
              <PostCard
                post={reply}
                label={t("community.forums.replyBy", {
                  number: index + 1,
                  name: reply.author.name,
                })}
                action={
                  operator && !reply.hidden ? (
                    <HideButton kind="replies" id={reply.id} label={t("community.forums.hide")} />
                  ) : null
                }
              />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export default function ForumsCommentsPage() {
  const { t } = useTranslation();
  const page = usePageText("forumsComments");
  const [params] = useSearchParams();
  const raw = params.get("topic");
  const topicId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const viewer = useForumViewer();
  const thread = useForumThread(topicId, viewer.key);

  const notFound = (
    <NotFoundPanel
      title={t("community.forums.notFoundTitle")}
      text={
        topicId === undefined ? t("community.forums.noTopic") : t("community.forums.notFoundText")
      }
      backTo="/forums-topic"
      backLabel={t("community.forums.backToTopics")}
    />
  );

  return (
    <div data-page="forums-comments">
      <PageMeta title={thread.data?.title ?? page.title} description={page.description} />
      <PageHeader
        eyebrow={thread.data?.category.name ?? t("community.forums.eyebrow")}
        title={page.title}
        lead={page.description}
      />
      {topicId === undefined ? (
        notFound
      ) : thread.isPending ? (
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <LoadingState />
        </div>
      ) : thread.isError ? (
        isNotFound(thread.error) ? (
          notFound
        ) : (
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <LoadError onRetry={() => void thread.refetch()} />
          </div>
        )
      ) : (
        <>
          <Thread topic={thread.data} operator={viewer.operator} />
          <Section title={t("community.forums.addReply")} id="reply" tone="muted">
            {viewer.signedIn ? <ReplyForm topicId={thread.data.id} /> : <SignInPrompt />}
          </Section>
        </>
      )}
    </div>
  );
}
