import { Link } from "react-router";
import { buttonClasses } from "./button-classes.ts";

type NotFoundPanelProps = {
  /** Rendered as an <h2>: the page keeps its own <h1>. */
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
};

/** In-page answer for a detail route whose id matches nothing: the visitor keeps the site around it. */
export function NotFoundPanel({ title, text, backTo, backLabel }: NotFoundPanelProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" role="status">
      <div className="max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-8 dark:border-amber-700 dark:bg-amber-950">
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{text}</p>
        <Link to={backTo} className={buttonClasses("primary", "mt-6")}>
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
