import type { PostListParams } from "./posts-api.ts";

/** The blog list's filters as they live in the URL: `?category=…&tags=a&tags=b&q=…&page=2`. */
export type BlogListState = {
  category: string | undefined;
  /** A post must carry ALL of these (the API's AND semantics). */
  tags: string[];
  q: string;
  page: number;
};

export const BLOG_PAGE_SIZE = 10;
/** Mirrors the API's limits so a hand-edited URL never turns into a 422. */
const MAX_TAGS = 10;
const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 100_000;
const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const emptyListState: BlogListState = { category: undefined, tags: [], q: "", page: 1 };

/** Reads the filters from search params, ignoring anything malformed instead of failing. */
export function readListState(params: URLSearchParams): BlogListState {
  const rawCategory = params.get("category")?.trim().toLowerCase();
  const category = rawCategory && slugLike.test(rawCategory) ? rawCategory : undefined;
  const tags: string[] = [];
  for (const raw of params.getAll("tags")) {
    const tag = raw.trim().toLowerCase();
    if (tag && tag.length <= 64 && !tags.includes(tag)) tags.push(tag);
  }
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const rawPage = params.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    category,
    tags: tags.slice(0, MAX_TAGS),
    q,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The search params for a state; defaults are left out, so the plain list is just `/blog`. */
export function writeListState(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set("category", state.category);
  for (const tag of state.tags) params.append("tags", tag);
  const q = state.q.trim();
  if (q) params.set("q", q);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** `/blog` with the given filters, for links (category and tag links elsewhere use this too). */
export function blogListHref(state: Partial<BlogListState> = {}): string {
  const search = writeListState({ ...emptyListState, ...state }).toString();
  return search ? `/blog?${search}` : "/blog";
}

/** Any filter change starts again at page 1. */
export function withFilters(state: BlogListState, change: Partial<BlogListState>): BlogListState {
  return { ...state, ...change, page: change.page ?? 1 };
}

export function toggleTag(state: BlogListState, tag: string): BlogListState {
  const tags = state.tags.includes(tag)
    ? state.tags.filter((item) => item !== tag)
    : [...state.tags, tag].slice(0, MAX_TAGS);
  return withFilters(state, { tags });
}

/** The API query for a state (blog posts only). */
export function toListParams(state: BlogListState): PostListParams {
  return {
    kind: "blog",
    category: state.category,
    tags: state.tags,
    q: state.q || undefined,
    page: state.page,
    page_size: BLOG_PAGE_SIZE,
  };
}

export function hasFilters(state: BlogListState): boolean {
  return Boolean(state.category || state.tags.length > 0 || state.q);
}

/** 1 … 4 5 6 … 12: the first, the last and the neighbours of the current page. */
export function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const n of numbers) {
    const last = result.at(-1);
    if (typeof last === "number" && n - last > 1) result.push("gap");
    result.push(n);
  }
  return result;
}
