import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadError } from "../../../../components/load-state.tsx";
import { useHelpSearch, type HelpSearchResult } from "../api/help-api.ts";

const suggestions = ["CSV import", "trial export", "BitLocker", "recovery key", "loan laptop"];
const debounceMs = 300;
const noSubscription = () => () => undefined;
const isClient = () => true;
const isPrerender = () => false;

/**
 * The search text and the URL's `q`: the URL follows the text once the visitor pauses typing,
 * and the text follows the URL on back and forward.
 */
function useQueryInUrl() {
  const [params, setParams] = useSearchParams();
  // /helpcenter is prerendered without a query: the URL's query applies once hydrated.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isPrerender);
  const q = hydrated ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(q);

  // Back and forward change the URL: the box follows (adjusted while rendering, not in an effect).
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q.trim() !== text.trim()) setText(q);
  }

  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set("q", text.trim());
          else next.delete("q");
          return next;
        },
        { replace: true },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  return { q, text, setText };
}

function ResultList({ items, busy }: { items: HelpSearchResult[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-busy={busy}
      className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {items.map((result) => (
        <li key={result.href} data-result-type={result.type} className="p-4">
          <span className="text-xs font-semibold tracking-wide text-blue-800 uppercase dark:text-blue-300">
            {t(`community.help.${result.type}`)}
          </span>
          <Link
            to={result.href}
            lang="en"
            className="mt-1 block font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {result.title}
          </Link>
          <p lang="en" className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
            {result.excerpt}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Searches FAQs, guides and knowledge-base articles on the server. The query lives in the URL
 * (`/helpcenter?q=bitlocker`), written once the visitor pauses typing.
 */
export function HelpSearch() {
  const { t } = useTranslation();
  const id = useId();
  const { q, text, setText } = useQueryInUrl();

  const search = useHelpSearch(q);
  const items = search.data?.items ?? [];
  const hasQuery = q.trim().length > 0;

  return (
    <div role="search" className="max-w-3xl">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("community.help.searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("community.help.searchPlaceholder")}
        autoComplete="off"
        maxLength={200}
        className={`${fieldClasses} py-3 text-base`}
      />
      <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-400">
        {suggestions.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            lang="en"
            onClick={() => setText(suggestion)}
            className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
          >
            {suggestion}
          </button>
        ))}
      </p>
      <p aria-live="polite" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {!hasQuery
          ? ""
          : search.isFetching && !search.data
            ? t("community.help.searching")
            : search.data
              ? t("community.help.resultsFor", { q, count: items.length })
              : ""}
      </p>
      {hasQuery && search.isError ? <LoadError onRetry={() => void search.refetch()} /> : null}
      {hasQuery && search.data ? (
        items.length > 0 ? (
          <ResultList items={items} busy={search.isPlaceholderData} />
        ) : (
          <p className="mt-2 rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-slate-800 dark:text-slate-300">
            {t("community.help.noResults", { q })}{" "}
            <Link
              to="/helpcenter-support"
              className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
            >
              /helpcenter-support
            </Link>
          </p>
        )
      ) : null}
    </div>
  );
}
