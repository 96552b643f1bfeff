type AuthHeadingProps = { title: string; lead: string };

/** The card's one <h1> and its lead; the auth layout already shows the logo above. */
export function AuthHeading({ title, lead }: AuthHeadingProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{lead}</p>
    </div>
  );
}
