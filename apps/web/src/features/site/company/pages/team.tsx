import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { initialsOf, teamMembers, type TeamMember } from "../data/team.ts";

function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const text = t(`company.team.members.${member.id}`, { returnObjects: true });
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br text-lg font-bold text-white dark:text-white ${member.avatar}`}
        >
          {initialsOf(member.name)}
        </span>
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{member.name}</h3>
          <p className="text-sm text-blue-700 dark:text-blue-300">{text.role}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{text.location}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{text.bio}</p>
    </li>
  );
}

export default function TeamPage() {
  const { t } = useTranslation();
  const page = usePageText("team");
  const text = t("company.team", { returnObjects: true });
  return (
    <div data-page="team">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={text.eyebrow} title={page.title} lead={text.lead} />
      <Section title={text.peopleTitle} id="people">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((member) => (
            <MemberCard key={member.name} member={member} />
          ))}
        </ul>
      </Section>
      <Section title={text.habitsTitle} id="habits" tone="muted">
        <ul className="max-w-3xl list-disc space-y-3 ps-5 text-slate-700 dark:text-slate-300">
          {text.habits.map((habit) => (
            <li key={habit}>{habit}</li>
          ))}
        </ul>
      </Section>
      <Section title={text.joinTitle} id="join">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{text.join}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/page-job-career" className={buttonClasses("primary")}>
            {text.openRoles}
          </Link>
          <Link to="/about" className={buttonClasses("secondary")}>
            {text.aboutLink}
          </Link>
        </div>
      </Section>
    </div>
  );
}
