import type { ReactNode } from "react";

type CardProps = {
  title?: string;
  children: ReactNode;
  className?: string;
  as?: "article" | "div" | "li";
};

/** A bordered panel; the title is an <h3> because cards sit inside sections. */
export function Card({ title, children, className = "", as: Tag = "div" }: CardProps) {
  return (
    <Tag
      className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      {title ? (
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      ) : null}
      <div
        className={
          title ? "mt-2 text-slate-600 dark:text-slate-300" : "text-slate-600 dark:text-slate-300"
        }
      >
        {children}
      </div>
    </Tag>
  );
}
