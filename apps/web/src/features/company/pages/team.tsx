import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { initialsOf, teamMembers, type TeamMember } from "../data/team.ts";

const habits = [
  "Everyone, including engineers, answers support tickets for one day every month.",
  "We write decisions down: a one-page proposal before any change that customers will notice.",
  "Meetings end by 16:00 Berlin time so Austin and Berlin share two working hours without late nights.",
];

function MemberCard({ member }: { member: TeamMember }) {
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
          <p className="text-sm text-blue-700 dark:text-blue-300">{member.role}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{member.location}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{member.bio}</p>
    </li>
  );
}

export default function TeamPage() {
  const page = usePageText("team");
  return (
    <div data-page="team">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Company"
        title={page.title}
        lead="46 people in Berlin, Amsterdam and Austin. Most of us have run IT for a living, which is why the product is opinionated about keeping records true and alerts quiet."
      />
      <Section title="Leadership and the people you will meet" id="people">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((member) => (
            <MemberCard key={member.name} member={member} />
          ))}
        </ul>
      </Section>
      <Section title="How we work" id="habits" tone="muted">
        <ul className="max-w-3xl list-disc space-y-3 ps-5 text-slate-700 dark:text-slate-300">
          {habits.map((habit) => (
            <li key={habit}>{habit}</li>
          ))}
        </ul>
      </Section>
      <Section title="Join us" id="join">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          We are hiring a senior backend engineer, a customer success manager for the DACH region
          and a technical writer. All roles can be remote within two hours of Berlin or Austin time.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/page-job-career" className={buttonClasses("primary")}>
            See open roles
          </Link>
          <Link to="/about" className={buttonClasses("secondary")}>
            About Fleetward
          </Link>
        </div>
      </Section>
    </div>
  );
}
