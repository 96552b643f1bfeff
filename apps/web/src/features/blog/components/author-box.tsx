import { findAuthor } from "../data/posts.ts";

/** Who wrote the article, with an initials avatar instead of a photo. */
export function AuthorBox({ authorId }: { authorId: string }) {
  const author = findAuthor(authorId);
  if (!author) return null;
  return (
    <aside
      aria-label="About the author"
      className="mt-10 flex max-w-3xl flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row dark:border-slate-800 dark:bg-slate-900"
    >
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center rounded-full bg-blue-700 text-xl font-bold text-white dark:bg-blue-400 dark:text-slate-950"
      >
        {author.initials}
      </span>
      <div>
        <p className="font-semibold text-slate-900 dark:text-white">{author.name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{author.role}</p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{author.bio}</p>
      </div>
    </aside>
  );
}
