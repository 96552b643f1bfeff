/** The tags of a post as a list of pills. */
export function TagList({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  return (
    <div className="mt-10 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-900 dark:text-white">{label}:</span>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
