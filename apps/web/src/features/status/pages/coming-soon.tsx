import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { StatusCard } from "../components/status-card.tsx";

const upcoming = [
  "Onboarding flows that assign a laptop, phone and licences to a new starter from one form",
  "Offboarding checklists that open automatically when HR ends a contract, with return labels",
  "Approval steps for purchases above a budget you set per cost centre",
];

export default function ComingSoonPage() {
  const { t } = useTranslation();
  const page = usePageText("comingSoon");
  return (
    <div data-page="coming-soon">
      <PageMeta title={page.title} description={page.description} />
      <StatusCard
        eyebrow="Fleetward Workflows"
        title={page.title}
        lead="Workflows automate the busiest days of a device's life: a new starter's first morning and a leaver's last afternoon. Early access opens for Business and Enterprise customers in March 2027."
      >
        <h2 className="font-semibold text-slate-900 dark:text-white">What is on the way</h2>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-sm">
          {upcoming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 text-sm">
          Want to help shape it? Write to{" "}
          <a
            href="mailto:product@fleetward.com"
            className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
          >
            product@fleetward.com
          </a>{" "}
          and tell us how your team onboards people today. Progress is published in the changelog
          every month.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
          <Link to="/changelog" className={buttonClasses("secondary")}>
            Read the changelog
          </Link>
        </div>
      </StatusCard>
    </div>
  );
}
