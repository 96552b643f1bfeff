import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { formatDate } from "../components/format.ts";
import { PostCard } from "../components/post-card.tsx";
import { kbArticles } from "../data/kb-articles.ts";
import {
  POST_PAGE_SIZE,
  categories,
  categoryName,
  isCategorySlug,
  posts,
  type CategorySlug,
} from "../data/posts.ts";

type ListState = {
  category: CategorySlug | undefined;
  unknownCategory: string | undefined;
  page: number;
};

function readListState(params: URLSearchParams): ListState {
  const raw = params.get("category") ?? undefined;
  const category = raw && isCategorySlug(raw) ? raw : undefined;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    category,
    unknownCategory: raw && !category ? raw : undefined,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function listHref(category: CategorySlug | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

const chipBase =
  "inline-flex rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";
const chipActive =
  "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950";
const chipIdle =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";

function CategoryChips({ active }: { active: CategorySlug | undefined }) {
  const chips = [{ slug: undefined, name: "All articles" }, ...categories];
  return (
    <nav aria-label="Filter by category">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.name}>
            <Link
              to={listHref(chip.slug)}
              aria-current={chip.slug === active ? "page" : undefined}
              className={`${chipBase} ${chip.slug === active ? chipActive : chipIdle}`}
            >
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const pageLink =
  "inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium";
const pageIdle =
  "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
const pageDisabled = "border-slate-200 text-slate-400 dark:border-slate-800 dark:text-slate-500";

type PaginationProps = { category: CategorySlug | undefined; page: number; totalPages: number };

function Pagination({ category, page, totalPages }: PaginationProps) {
  const numbers = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={listHref(category, page - 1)} className={`${pageLink} ${pageIdle}`}>
          ← Newer
        </Link>
      ) : (
        <span className={`${pageLink} ${pageDisabled}`} aria-disabled="true">
          ← Newer
        </span>
      )}
      <ul className="flex flex-wrap gap-2">
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={listHref(category, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number} of ${totalPages}`}
              className={`${pageLink} ${number === page ? chipActive : pageIdle}`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link to={listHref(category, page + 1)} className={`${pageLink} ${pageIdle}`}>
          Older →
        </Link>
      ) : (
        <span className={`${pageLink} ${pageDisabled}`} aria-disabled="true">
          Older →
        </span>
      )}
    </nav>
  );
}

function EmptyResult({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      <Link
        to="/blog"
        className="mt-4 inline-block font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        Show all articles
      </Link>
    </div>
  );
}

function KnowledgeBase() {
  return (
    <Section
      title="From the knowledge base"
      id="knowledge-base"
      intro="Step-by-step answers for setting up and running Fleetward."
      tone="muted"
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {kbArticles.map((article) => (
          <li
            key={article.id}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-950"
          >
            <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
              {article.section}
            </p>
            <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">
              <Link to={`/kb-detail/${article.id}`} className="hover:underline">
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {article.minutes} min · updated{" "}
              <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function BlogListPage() {
  const page = usePageText("blog");
  const [params] = useSearchParams();
  const state = readListState(params);
  const filtered = state.category
    ? posts.filter((post) => post.category === state.category)
    : posts;
  const totalPages = Math.max(1, Math.ceil(filtered.length / POST_PAGE_SIZE));
  const visible = filtered.slice((state.page - 1) * POST_PAGE_SIZE, state.page * POST_PAGE_SIZE);
  const heading = state.category ? categoryName(state.category) : "Latest articles";
  return (
    <div data-page="blog">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Resources" title={page.title} lead={page.description} />
      <Section title={heading} id="articles">
        <CategoryChips active={state.category} />
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {filtered.length} {filtered.length === 1 ? "article" : "articles"}
          {totalPages > 1 ? ` · page ${state.page} of ${totalPages}` : ""}
        </p>
        <div className="mt-6">
          {state.unknownCategory ? (
            <EmptyResult text={`There is no category called “${state.unknownCategory}”.`} />
          ) : visible.length === 0 ? (
            <EmptyResult text={`There are no articles on page ${state.page}.`} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </ul>
          )}
        </div>
        {state.unknownCategory ? null : (
          <Pagination category={state.category} page={state.page} totalPages={totalPages} />
        )}
      </Section>
      <KnowledgeBase />
    </div>
  );
}
