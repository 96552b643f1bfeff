import type { ReactNode } from "react";
import { Section } from "../../../components/section.tsx";

type EmailPreviewProps = {
  subject: string;
  to: string;
  /** When and why the server sends this e-mail. */
  trigger: readonly string[];
  children: ReactNode;
};

/** Explains when an e-mail is sent, then shows the real template in a mail-client-like frame. */
export function EmailPreview({ subject, to, trigger, children }: EmailPreviewProps) {
  return (
    <>
      <Section title="When this e-mail is sent" id="when">
        <ul className="max-w-3xl list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300">
          {trigger.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section
        title="Preview"
        id="preview"
        tone="muted"
        intro="Rendered from the same template the server sends, filled with sample data."
      >
        <figure className="overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-950">
          <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600 dark:text-slate-400">From</dt>
              <dd className="text-slate-900 dark:text-white">
                Fleetward &lt;no-reply@fleetward.com&gt;
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">To</dt>
              <dd className="text-slate-900 dark:text-white">{to}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Subject</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{subject}</dd>
            </dl>
          </figcaption>
          {/* The template carries its own light colours; it must not inherit the page's dark text or direction. */}
          <div
            dir="ltr"
            lang="en"
            className="overflow-x-auto bg-slate-100 text-start dark:bg-slate-100"
          >
            {children}
          </div>
        </figure>
      </Section>
    </>
  );
}
