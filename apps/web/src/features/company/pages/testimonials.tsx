import { Link } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { testimonials, type Testimonial } from "../data/testimonials.ts";

const numberFormat = new Intl.NumberFormat("en-GB");

const totalDevices = testimonials.reduce((sum, item) => sum + item.fleetSize, 0);

function QuoteCard({ item }: { item: Testimonial }) {
  return (
    <li className="flex">
      <figure className="flex flex-col justify-between rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <blockquote className="text-slate-700 dark:text-slate-300">
          <p>“{item.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <span className="block font-semibold text-slate-900 dark:text-white">{item.name}</span>
          <span className="block text-slate-600 dark:text-slate-400">
            {item.role}, {item.organisation}
          </span>
          <span className="mt-2 inline-block rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-200">
            {numberFormat.format(item.fleetSize)} devices · {item.sector}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

export default function TestimonialsPage() {
  const page = usePageText("testimonials");
  return (
    <div data-page="testimonials">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Customers"
        title={page.title}
        lead={`Nine IT teams, from a 64-device foundation to a 3,150-device school trust, on what changed after they moved their fleet into Fleetward. Together they manage ${numberFormat.format(totalDevices)} devices.`}
      />
      <Section title="In their words" id="quotes">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <QuoteCard key={item.name} item={item} />
          ))}
        </ul>
      </Section>
      <Section title="Try it on your own fleet" id="try" tone="muted">
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          The free trial runs for 90 days on your real devices. Connect your MDM, import a CSV and
          see your own posture report the same day.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses("primary")}>
            Start free trial
          </Link>
          <Link to="/portfolio-modern-three" className={buttonClasses("secondary")}>
            Read the customer stories
          </Link>
        </div>
      </Section>
    </div>
  );
}
