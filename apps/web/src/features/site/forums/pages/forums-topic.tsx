import { newForumTopicSchema } from "@fleetward/contracts/forums";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  topicsPageSize,
  useForumCategories,
  useForumTopics,
  useRefreshForums,
  type ForumCategory,
  type ForumTopicDetail,
  type ForumTopicSummary,
} from "../api/forums-api.ts";
import { useForumViewer } from "../components/forum-session.ts";
import { SignInPrompt } from "../components/sign-in-prompt.tsx";
import { postAsMember } from "../components/post-as-member.ts";
import { formatDateTime, utcMinute } from "../../../../lib/format.ts";

const chip =
  "inline-flex rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600";
const chipOff =
  "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
const chipOn =
  "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950";

function Categories({ categories, active }: { categories: ForumCategory[]; active?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("community.forums.categories")} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/forums-topic"
            aria-current={active ? undefined : "page"}
            className={`${chip} ${active ? chipOff : chipOn}`}
          >
            {t("community.forums.allCategories")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/forums-topic?category=${category.slug}`}
              aria-current={active === category.slug ? "page" : undefined}
              title={t("community.forums.categoryStats", {
                topics: category.topic_count,
                replies: category.reply_count,
              })}
              className={`${chip} ${active === category.slug ? chipOn : chipOff}`}
            >
              <span lang="en">{category.name}</span>
              <span className="ms-1.5 tabular-nums opacity-80">{category.topic_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const cell = "px-4 py-3 align-top";

function TopicRow({ topic }: { topic: ForumTopicSummary }) {
  const { t } = useTranslation();
  return (
    <tr data-topic={topic.id}>
      <td className={cell}>
        <Link
          to={`/forums-comments?topic=${topic.id}`}
          lang="en"
          className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {topic.title}
        </Link>
        {topic.hidden ? (
          <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {t("community.forums.hidden")}
          </span>
        ) : null}
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          <span lang="en">{topic.category.name}</span> ·{" "}
          {t("community.forums.startedBy", { name: topic.author.name })}
        </span>
      </td>
      <td className={`${cell} text-end tabular-nums`}>{topic.reply_count}</td>
      <td className={`${cell} text-slate-600 dark:text-slate-400`}>
        <time dateTime={topic.last_activity_at}>
          {formatDateTime(topic.last_activity_at, "en-GB", utcMinute)}
        </time>
      </td>
    </tr>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (n: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("community.pageOf", { page, pages })}
      className="mt-4 flex items-center gap-3"
    >
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonClasses("secondary")}
      >
        {t("community.previous")}
      </button>
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {t("community.pageOf", { page, pages })}
      </span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={buttonClasses("secondary")}
      >
        {t("community.next")}
      </button>
    </nav>
  );
}

function Topics({ category, viewer }: { category: string | undefined; viewer: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const topics = useForumTopics(category, page, viewer);
  if (topics.isPending) return <LoadingState />;
  if (topics.isError) return <LoadError onRetry={() => void topics.refetch()} />;
  const { items, total } = topics.data;
  if (items.length === 0) {
    return <p className="py-6 text-slate-700 dark:text-slate-300">{t("community.forums.empty")}</p>;
  }
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("page", String(next));
      return updated;
    });
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <table
          className="w-full min-w-[36rem] text-start text-sm"
          aria-busy={topics.isPlaceholderData}
        >
          <caption className="sr-only">{t("community.forums.latest")}</caption>
          <thead className="bg-slate-100 text-slate-900 dark:bg-slate-900 dark:text-white">
            <tr>
              <th scope="col" className={`${cell} text-start`}>
                {t("community.forums.topic")}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t("community.forums.replies")}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t("community.forums.lastActivity")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
            {items.map((topic) => (
              <TopicRow key={topic.id} topic={topic} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={Math.ceil(total / topicsPageSize)} onPage={setPage} />
    </>
  );
}

/** A new topic; on success the page opens it. */
function NewTopicForm({ categories, initial }: { categories: ForumCategory[]; initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshForums();
  const form = useContractForm(newForumTopicSchema, {
    defaultValues: { category: initial ?? categories[0]?.slug ?? "", title: "", body: "" },
  });
  const onSubmit = form.submit(async (values) => {
    const topic = await postAsMember<ForumTopicDetail>("/api/forums/topics", values);
    showNotice({ kind: "success", title: t("community.forums.posted") });
    await refresh();
    void navigate(`/forums-comments?topic=${topic.id}`);
  });

  return (
    <form onSubmit={onSubmit} className="grid max-w-3xl gap-5" noValidate>
      <SelectField
        id="new-topic-category"
        label={t("community.forums.category")}
        {...form.field("category")}
      >
        {categories.map((category) => (
          <option key={category.slug} value={category.slug} lang="en">
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="new-topic-title"
        label={t("community.forums.title")}
        required
        maxLength={160}
        {...form.field("title")}
      />
      <TextAreaField
        id="new-topic-body"
        label={t("community.forums.body")}
        hint={t("community.forums.bodyHint")}
        required
        rows={7}
        maxLength={10_000}
        {...form.field("body")}
      />
      <div>
        <SubmitButton
          sending={form.sending}
          label={t("community.forums.postTopic")}
          sendingLabel={t("community.forums.sending")}
        />
      </div>
    </form>
  );
}

export default function ForumsTopicPage() {
  const { t } = useTranslation();
  const page = usePageText("forumsTopic");
  const [params] = useSearchParams();
  const category = params.get("category") ?? undefined;
  const viewer = useForumViewer();
  const categories = useForumCategories();
  return (
    <div data-page="forums-topic">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("community.forums.eyebrow")}
        title={page.title}
        lead={page.description}
      />
      <Section title={t("community.forums.latest")} id="latest">
        {categories.data ? <Categories categories={categories.data} active={category} /> : null}
        {categories.isError ? <LoadError onRetry={() => void categories.refetch()} /> : null}
        <Topics category={category} viewer={viewer.key} />
      </Section>
      <Section title={t("community.forums.newTopic")} id="new-topic" tone="muted">
        {!viewer.signedIn ? (
          <SignInPrompt />
        ) : categories.data ? (
          <NewTopicForm categories={categories.data} initial={category} />
        ) : (
          <LoadingState />
        )}
      </Section>
    </div>
  );
}
