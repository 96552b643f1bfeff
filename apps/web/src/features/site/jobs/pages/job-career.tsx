import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useCompany } from "../api/jobs-api.ts";
import { JobCard } from "../components/job-card.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";

const values = [
  {
    title: "Write it down",
    text: "Any change customers will notice starts as a one-page proposal, so Berlin, Amsterdam and Austin can all weigh in without a meeting.",
  },
  {
    title: "Calm is a feature",
    text: "Our customers are busy IT teams. We remove alerts, steps and settings before we add them — and we work the same way.",
  },
  {
    title: "True before fast",
    text: "An inventory that is wrong is worse than none. We would rather ship a week later than report one device incorrectly.",
  },
  {
    title: "Own the outcome",
    text: "Everyone, engineers included, answers support tickets one day a month. You hear about the problem from the person who has it.",
  },
];

const benefits = [
  {
    title: "Salary bands in every listing",
    text: "Everyone in the same role and level earns the same; bands are reviewed each January.",
  },
  {
    title: "Remote or in an office",
    text: "Work from Berlin, Amsterdam or Austin, or remotely within two hours of Berlin or Austin time.",
  },
  {
    title: "30 days of leave",
    text: "Plus public holidays where you live. We check that people actually take it.",
  },
  {
    title: "€1,500 learning budget",
    text: "For courses, conferences, books and certifications — no approval needed under €200.",
  },
  {
    title: "Your choice of laptop",
    text: "MacBook Pro or ThinkPad, enrolled in our MDM and visible in Fleetward on day one, naturally.",
  },
  {
    title: "16 weeks' parental leave",
    text: "Fully paid for every parent, regardless of how the child joins the family.",
  },
];

const process = [
  {
    step: "Application",
    text: "A CV or LinkedIn profile and a few lines on why this role. We reply to everyone within 5 working days.",
  },
  {
    step: "Intro call (30 min)",
    text: "With the hiring manager: the role, the team and your questions.",
  },
  {
    step: "Work sample (2–3 h)",
    text: "A realistic, paid task you do at home. No whiteboard puzzles.",
  },
  {
    step: "Team conversation (90 min)",
    text: "Discuss your work sample with two future colleagues, then meet a founder.",
  },
  {
    step: "Offer",
    text: "Within 3 working days of the last conversation, with the salary from the listing.",
  },
];

/** Fleetward's own live openings, from the board. */
function OpenRoles() {
  const { t } = useTranslation();
  const company = useCompany("fleetward");
  if (company.isPending) return <LoadingState />;
  if (company.isError)
    return <LoadError title={t("jobs.errorTitle")} onRetry={() => void company.refetch()} />;
  if (company.data.jobs.length === 0) {
    return <p className="text-slate-700 dark:text-slate-300">{t("jobs.noFleetwardRoles")}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {company.data.jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </ul>
  );
}

// The career content below is Fleetward's own copy, written in English (lang="en").
export default function JobCareerPage() {
  const page = usePageText("jobCareer");
  const { t } = useTranslation();
  return (
    <div data-page="job-career">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("jobs.careersEyebrow")}
        title={page.title}
        contentLang="en"
        lead="We are 46 people in Berlin, Amsterdam and Austin building the IT asset management product we always wanted to use. Most of us have run IT for a living."
        actions={
          <a href="#open-roles" className={buttonClasses("primary")}>
            {t("jobs.seeOpenRoles")}
          </a>
        }
      />
      <div lang="en">
        <Section title="How we work" id="values">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value) => (
              <Card as="li" key={value.title} title={value.title}>
                <p>{value.text}</p>
              </Card>
            ))}
          </ul>
        </Section>
        <Section title="Benefits" id="benefits" tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit) => (
              <Card as="li" key={benefit.title} title={benefit.title}>
                <p>{benefit.text}</p>
              </Card>
            ))}
          </ul>
        </Section>
        <Section
          title="Our hiring process"
          id="process"
          intro="Five steps, usually completed within three weeks."
        >
          <ol className="grid gap-4 md:grid-cols-5">
            {process.map((item, index) => (
              <li
                key={item.step}
                className="rounded-xl border-s-4 border-blue-700 bg-blue-50 p-5 dark:border-blue-400 dark:bg-slate-900"
              >
                <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">
                  Step {index + 1}
                </p>
                <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">{item.step}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{item.text}</p>
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <Section title={t("jobs.openRolesAtFleetward")} id="open-roles" tone="muted">
        <OpenRoles />
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          <Link
            to="/page-job-grid"
            className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
          >
            {t("jobs.browseOtherJobs")}
          </Link>
        </p>
      </Section>
    </div>
  );
}
