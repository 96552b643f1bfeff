import { postSearchSchema } from "@fleetward/contracts/posts";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { useHydrated } from "../../../../hooks/use-hydrated.ts";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  emptyListState,
  hasFilters,
  pageWindow,
  readListState,
  toListParams,
  toggleTag,
  withFilters,
  writeListState,
  type BlogListState,
} from "../api/list-state.ts";
import { useCategories, usePostList, useTags } from "../api/posts-api.ts";
import { postHref } from "../components/post-href.ts";
import { PostCard } from "../components/post-card.tsx";
import { LoadError } from "../../../../components/load-state.tsx";
import { ListSkeleton } from "../components/skeletons.tsx";
import { formatDate, publicationDay } from "../../../../lib/format.ts";

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;
/** Tags shown before "Show all tags" (selected tags always show). */
const VISIBLE_TAGS = 16;

const fieldLabel = "block text-sm font-semibold text-slate-900 dark:text-white";
const fieldInput =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400";
const chipBase =
  "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors";
const chipActive =
  "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950";
const chipIdle =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";
const textLink = "font-semibold text-blue-700 hover:underline dark:text-blue-300";

type Navigate = (next: BlogListState, options?: { replace?: boolean }) => void;

function useListState(): [BlogListState, Navigate] {
  const [params, setParams] = useSearchParams();
  // /blog is prerendered without a query: filters from the URL apply once hydrated.
  const state = readListState(useHydrated() ? params : new URLSearchParams());
  const navigate: Navigate = (next, options) =>
    setParams(writeListState(next), { replace: options?.replace, preventScrollReset: true });
  return [state, navigate];
}

function SearchBox({ state, navigate }: { state: BlogListState; navigate: Navigate }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm(postSearchSchema, { defaultValues: { q: state.q } });
  const { getValues, setValue } = form;
  const draft = useWatch({ control: form.control, name: "q" }) ?? "";
  // Back/forward or a link changed the search: show it (but keep a trailing space being typed).
  useEffect(() => {
    if ((getValues("q") ?? "").trim() !== state.q) setValue("q", state.q);
  }, [state.q, getValues, setValue]);
  // Starting a search adds a history entry; refining it replaces that entry.
  const search = (replace: boolean) =>
    form.submit(async ({ q = "" }) => {
      if (q !== state.q) navigate(withFilters(state, { q }), { replace });
    });
  const commit = useEffectEvent(() => void search(state.q !== "")());
  useEffect(() => {
    if (draft.trim() === state.q) return;
    const timer = setTimeout(commit, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, state.q]);
  return (
    <form role="search" onSubmit={search(false)} noValidate className="min-w-0 flex-1">
      <label htmlFor={id} className={fieldLabel}>
        {t("blog.searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        maxLength={200}
        placeholder={t("blog.searchPlaceholder")}
        className={fieldInput}
        {...form.register("q")}
      />
    </form>
  );
}

function CategorySelect({ state, navigate }: { state: BlogListState; navigate: Navigate }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useCategories("blog");
  const known = categories.data ?? [];
  const unknown = state.category && !known.some((category) => category.slug === state.category);
  return (
    <div className="sm:w-64">
      <label htmlFor={id} className={fieldLabel}>
        {t("blog.categoryLabel")}
      </label>
      <select
        id={id}
        value={state.category ?? ""}
        onChange={(event) =>
          navigate(withFilters(state, { category: event.target.value || undefined }))
        }
        className={fieldInput}
      >
        <option value="">{t("blog.allCategories")}</option>
        {known.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name} ({category.count})
          </option>
        ))}
        {unknown ? <option value={state.category}>{state.category}</option> : null}
      </select>
    </div>
  );
}

function TagFilter({ state, navigate }: { state: BlogListState; navigate: Navigate }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [showAll, setShowAll] = useState(false);
  const tags = useTags("blog");
  const all = tags.data ?? [];
  const shown = showAll
    ? all
    : all.filter((tag, index) => index < VISIBLE_TAGS || state.tags.includes(tag.slug));
  // A tag from the URL that no post carries any more still shows, so it can be removed.
  const orphans = state.tags.filter((slug) => !all.some((tag) => tag.slug === slug));
  const chips = [...orphans.map((slug) => ({ slug, count: 0 })), ...shown];
  return (
    <fieldset className="mt-6" aria-describedby={hintId}>
      <legend className={fieldLabel}>{t("blog.tagsLabel")}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t("blog.tagsHint")}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-busy={tags.isPending}>
        {chips.map((tag) => {
          const active = state.tags.includes(tag.slug);
          return (
            <li key={tag.slug}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => navigate(toggleTag(state, tag.slug))}
                className={`${chipBase} ${active ? chipActive : chipIdle}`}
              >
                {active ? <span aria-hidden="true">✓</span> : null}
                <bdi>#{tag.slug}</bdi>
                {tag.count > 0 ? (
                  <span className="text-xs opacity-75">
                    <span className="sr-only">, {t("blog.postCount", { count: tag.count })}</span>
                    <span aria-hidden="true">{tag.count}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
        {all.length > VISIBLE_TAGS ? (
          <li>
            <button
              type="button"
              aria-expanded={showAll}
              onClick={() => setShowAll(!showAll)}
              className={`${chipBase} border-dashed ${chipIdle}`}
            >
              {showAll ? t("blog.showFewerTags") : t("blog.showAllTags")}
            </button>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}

const pageLink =
  "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium";
const pageIdle =
  "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
const pageDisabled = "border-slate-200 text-slate-400 dark:border-slate-800 dark:text-slate-500";

function Pagination({ state, totalPages }: { state: BlogListState; totalPages: number }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const href = (page: number) => blogListHref({ ...state, page });
  const previous = t("blog.previousPage");
  const next = t("blog.nextPage");
  return (
    <nav
      aria-label={t("blog.pagination")}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {state.page > 1 ? (
        <Link to={href(Math.min(state.page - 1, totalPages))} className={`${pageLink} ${pageIdle}`}>
          {previous}
        </Link>
      ) : (
        <span className={`${pageLink} ${pageDisabled}`} aria-disabled="true">
          {previous}
        </span>
      )}
      <ul className="flex flex-wrap gap-2">
        {pageWindow(state.page, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 py-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === state.page ? "page" : undefined}
                aria-label={t("blog.pageOf", { page: item, total: totalPages })}
                className={`${pageLink} ${item === state.page ? chipActive : pageIdle}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {state.page < totalPages ? (
        <Link to={href(state.page + 1)} className={`${pageLink} ${pageIdle}`}>
          {next}
        </Link>
      ) : (
        <span className={`${pageLink} ${pageDisabled}`} aria-disabled="true">
          {next}
        </span>
      )}
    </nav>
  );
}

function EmptyResult({ state, pastEnd }: { state: BlogListState; pastEnd: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {pastEnd ? t("blog.emptyPage") : t("blog.emptyTitle")}
      </h3>
      {pastEnd ? null : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("blog.emptyText")}</p>
      )}
      <Link
        to={pastEnd ? blogListHref({ ...state, page: 1 }) : blogListHref(emptyListState)}
        className={`mt-4 inline-block ${textLink}`}
      >
        {pastEnd ? t("blog.firstPage") : t("blog.clearFilters")}
      </Link>
    </div>
  );
}

function Articles({ state }: { state: BlogListState }) {
  const { t } = useTranslation();
  const list = usePostList(toListParams(state));
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return <LoadError title={t("blog.errorTitle")} onRetry={() => void list.refetch()} />;
  }
  const { items, total } = list.data;
  const totalPages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
        {t("blog.resultCount", { count: total })}
        {totalPages > 1 ? ` · ${t("blog.pageOf", { page: state.page, total: totalPages })}` : ""}
      </p>
      <div className="mt-6" aria-busy={list.isPlaceholderData}>
        {items.length === 0 ? (
          <EmptyResult state={state} pastEnd={total > 0} />
        ) : (
          <ul
            className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}
          >
            {items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
      </div>
      <Pagination state={state} totalPages={totalPages} />
    </>
  );
}

function KnowledgeBase() {
  const { t, i18n } = useTranslation();
  const list = usePostList({ kind: "kb", page_size: 6 });
  return (
    <Section
      title={t("blog.knowledgeBaseTitle")}
      id="knowledge-base"
      intro={t("blog.knowledgeBaseIntro")}
      tone="muted"
    >
      {list.isPending ? <ListSkeleton count={3} /> : null}
      {list.isError ? (
        <LoadError title={t("blog.errorTitle")} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isSuccess ? (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {list.data.items.map((article) => (
            <li
              key={article.id}
              className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-950"
            >
              <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
                {article.category.name}
              </p>
              <h3 lang="en" className="mt-1 font-semibold text-slate-900 dark:text-white">
                <Link to={postHref(article)} className="hover:underline">
                  {article.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t("blog.minutesToRead", { count: article.reading_minutes })} ·{" "}
                <time dateTime={article.published_at}>
                  {formatDate(article.published_at, i18n.language, publicationDay)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

export default function BlogListPage() {
  const { t } = useTranslation();
  const page = usePageText("blog");
  const [state, navigate] = useListState();
  const categories = useCategories("blog");
  const categoryName = categories.data?.find((c) => c.slug === state.category)?.name;
  return (
    <div data-page="blog">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("nav.resources")} title={page.title} lead={page.description} />
      <Section title={categoryName ?? t("blog.latestArticles")} id="articles">
        <div
          role="group"
          aria-label={t("blog.filtersLabel")}
          className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <SearchBox state={state} navigate={navigate} />
            <CategorySelect state={state} navigate={navigate} />
          </div>
          <TagFilter state={state} navigate={navigate} />
          {hasFilters(state) ? (
            <Link to={blogListHref()} className={`mt-4 inline-block text-sm ${textLink}`}>
              {t("blog.clearFilters")}
            </Link>
          ) : null}
        </div>
        <div className="mt-8">
          <Articles state={state} />
        </div>
      </Section>
      <KnowledgeBase />
    </div>
  );
}
