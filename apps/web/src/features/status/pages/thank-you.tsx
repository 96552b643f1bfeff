import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { StatusCard } from "../components/status-card.tsx";

const nextSteps = [
  "A confirmation e-mail with a copy of your message arrives within a few minutes. If it does not, check your spam folder.",
  "A person from the right team, not a bot, replies within one business day.",
  "If your question is about an existing workspace, include your workspace address in any reply so we can find it quickly.",
];

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

export default function ThankYouPage() {
  const { t } = useTranslation();
  const page = usePageText("thankYou");
  return (
    <div data-page="thank-you">
      <PageMeta title={page.title} description={page.description} />
      <StatusCard
        eyebrow="Message received"
        title={page.title}
        lead="Thanks for getting in touch with Fleetward. Your message is in our queue and has been routed to the team that can answer it."
      >
        <h2 className="font-semibold text-slate-900 dark:text-white">What happens next</h2>
        <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6 text-sm">
          While you wait, the{" "}
          <Link to="/helpcenter-guides" className={linkClasses}>
            setup guides
          </Link>{" "}
          answer most first-week questions, and the{" "}
          <Link to="/helpcenter-faqs" className={linkClasses}>
            FAQs
          </Link>{" "}
          cover the trial, billing and security.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/blog" className={buttonClasses("secondary")}>
            Read the blog
          </Link>
        </div>
      </StatusCard>
    </div>
  );
}
