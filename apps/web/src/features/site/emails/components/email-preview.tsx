import { emailDir, emailLang } from "@fleetward/emails/i18n";
import { useMemo, useState, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Section } from "../../../../components/section.tsx";

type EmailPreviewProps = {
  subject: string;
  /** The language the template is rendered in: the frame's document takes its `lang` and `dir`. */
  locale: string;
  to: string;
  /** When and why the server sends this e-mail. */
  trigger: readonly string[];
  children: ReactNode;
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The template rendered to static HTML, exactly as a mail client receives it, inside a frame:
 * the e-mail keeps its own document (its own <h1>, colours and direction) apart from the page.
 */
function EmailFrame({
  subject,
  locale,
  children,
}: {
  subject: string;
  locale: string;
  children: ReactNode;
}) {
  const html = useMemo(
    () =>
      `<!doctype html><html lang="${emailLang(locale)}" dir="${emailDir(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
      `<body style="margin:0">${renderToStaticMarkup(children)}</body></html>`,
    [subject, locale, children],
  );
  const [height, setHeight] = useState(640);
  return (
    <iframe
      title={subject}
      srcDoc={html}
      sandbox="allow-same-origin"
      className="block w-full bg-slate-100"
      style={{ height }}
      onLoad={(event) => {
        const body = event.currentTarget.contentDocument?.body;
        if (body) setHeight(body.scrollHeight + 16);
      }}
    />
  );
}

/** Explains when an e-mail is sent, then shows the real template in a mail-client-like frame. */
export function EmailPreview({ subject, locale, to, trigger, children }: EmailPreviewProps) {
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
              <dd
                className="font-semibold text-slate-900 dark:text-white"
                lang={emailLang(locale)}
                dir={emailDir(locale)}
              >
                {subject}
              </dd>
            </dl>
          </figcaption>
          <EmailFrame subject={subject} locale={locale}>
            {children}
          </EmailFrame>
        </figure>
      </Section>
    </>
  );
}
