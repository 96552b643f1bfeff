import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { PostingForm } from "../components/posting-form.tsx";
import { ReviewQueue } from "../components/review-queue.tsx";

function SignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="max-w-2xl rounded-xl border border-blue-200 bg-blue-50 p-8 dark:border-blue-800 dark:bg-slate-900">
      <h3 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("jobs.signInTitle")}
      </h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("jobs.signInText")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`/login?redirect=${back}`} className={buttonClasses("primary")}>
          {t("jobs.signIn")}
        </Link>
        <Link to="/register" className={buttonClasses("secondary")}>
          {t("jobs.register")}
        </Link>
      </div>
    </div>
  );
}

function Submitted({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="posting-submitted"
      className="max-w-2xl rounded-xl border border-emerald-300 bg-emerald-50 p-8 dark:border-emerald-700 dark:bg-emerald-950"
    >
      <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("jobs.submittedTitle")}
      </h3>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("jobs.submittedText")}</p>
      <button type="button" onClick={onAnother} className={buttonClasses("secondary", "mt-6")}>
        {t("jobs.postAnother")}
      </button>
    </div>
  );
}

export default function JobPostPage() {
  const page = usePageText("jobPost");
  const { t } = useTranslation();
  const session = useAuthSession();
  const [submitted, setSubmitted] = useState(false);

  let main: ReactNode;
  if (!session.token) main = <SignInPrompt />;
  else if (submitted) main = <Submitted onAnother={() => setSubmitted(false)} />;
  else main = <PostingForm onSubmitted={() => setSubmitted(true)} />;

  return (
    <div data-page="job-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("jobs.eyebrow")} title={page.title} lead={page.description} />
      <Section title={t("jobs.postFormTitle")} id="posting">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {main}
          <aside
            aria-labelledby="post-rules-heading"
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 id="post-rules-heading" className="font-semibold text-slate-900 dark:text-white">
              {t("jobs.rulesTitle")}
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              <li>{t("jobs.rule1")}</li>
              <li>{t("jobs.rule2")}</li>
              <li>{t("jobs.rule3")}</li>
            </ul>
          </aside>
        </div>
      </Section>
      {session.role === "operator" ? <ReviewQueue /> : null}
    </div>
  );
}
