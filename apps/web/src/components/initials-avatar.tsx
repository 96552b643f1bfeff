/** "maria.keller" → "MK", "jdoe" → "J"; separators are dots, underscores, hyphens and spaces. */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/** A round avatar made of initials, or a person glyph when the name is not known. */
const sizes = { sm: "size-8 text-xs", lg: "size-20 text-2xl" };

export function InitialsAvatar({ name, size = "lg" }: { name: string | null; size?: "sm" | "lg" }) {
  const initials = name ? initialsOf(name) : "";
  return (
    <span
      aria-hidden="true"
      className={`grid ${sizes[size]} shrink-0 place-items-center rounded-full bg-gradient-to-br from-blue-600 to-indigo-700 font-bold text-white dark:from-blue-400 dark:to-indigo-400 dark:text-slate-950`}
    >
      {initials || (
        <svg viewBox="0 0 24 24" className="size-1/2" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
        </svg>
      )}
    </span>
  );
}
