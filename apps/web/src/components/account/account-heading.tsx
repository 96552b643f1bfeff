type AccountHeadingProps = { title: string; lead: string };

/** The page's one <h1>; the account layout around it provides the sidebar. */
export function AccountHeading({ title, lead }: AccountHeadingProps) {
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{lead}</p>
    </header>
  );
}
