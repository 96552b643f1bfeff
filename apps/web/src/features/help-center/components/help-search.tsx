import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { fieldClasses } from "../../../components/form-field.tsx";
import { searchHelp } from "../data/search.ts";

const suggestions = ["CSV import", "trial export", "BitLocker", "recovery key", "loan laptop"];

/** Filters guides and FAQs in the browser as the visitor types. */
export function HelpSearch() {
  const id = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const results = searchHelp(deferred);
  const hasQuery = deferred.trim().length > 0;
  return (
    <div role="search" className="max-w-3xl">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        Search guides and FAQs
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="For example: import a CSV"
        autoComplete="off"
        className={`${fieldClasses} py-3 text-base`}
      />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Try:{" "}
        {suggestions.map((suggestion, index) => (
          <span key={suggestion}>
            <button
              type="button"
              onClick={() => setQuery(suggestion)}
              className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
            >
              {suggestion}
            </button>
            {index < suggestions.length - 1 ? ", " : null}
          </span>
        ))}
      </p>
      <p aria-live="polite" className="sr-only">
        {hasQuery ? `${results.length} results` : ""}
      </p>
      {hasQuery ? (
        results.length > 0 ? (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {results.map((result) => (
              <li key={result.to} className="p-4">
                <span className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
                  {result.kind}
                </span>
                <Link
                  to={result.to}
                  className="mt-1 block font-semibold text-slate-900 hover:underline dark:text-white"
                >
                  {result.title}
                </Link>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
                  {result.excerpt}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-slate-800 dark:text-slate-300">
            Nothing matches “{deferred}”. Try fewer words, or{" "}
            <Link
              to="/helpcenter-support"
              className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
            >
              ask our support team
            </Link>
            .
          </p>
        )
      ) : null}
    </div>
  );
}
