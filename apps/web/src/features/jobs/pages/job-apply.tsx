import type { JobApplicationRequest } from "@fleetward/contracts/jobs";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { Field, inputClasses } from "../components/form-field.tsx";
import { findCompany } from "../data/companies.ts";
import { jobs } from "../data/jobs.ts";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";

/** Form state: the request of the API, with the optional fields as empty strings. */
type Application = Required<JobApplicationRequest>;

function emptyApplication(jobId: string): Application {
  return { jobId, name: "", email: "", phone: "", linkedinUrl: "", coverLetter: "" };
}

const tips = [
  "Name the role and one concrete result from your last job in the first two lines.",
  "Numbers help: devices supported, tickets resolved, audits passed.",
  "Keep it under 300 words. Hiring managers read dozens of letters a week.",
];

export default function JobApplyPage() {
  const page = usePageText("jobApply");
  const [params] = useSearchParams();
  const requested = params.get("job");
  const initialJob = jobs.some((job) => job.id === requested) && requested ? requested : "";
  const [form, setForm] = useState<Application>(() => emptyApplication(initialJob));
  const [consent, setConsent] = useState(false);
  const { sending, submit } = useFormSubmit("/api/jobs/applications");

  const update = (field: keyof Application) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit(form)) {
      showNotice({
        kind: "success",
        title: "Application sent. The employer will reply by e-mail.",
      });
      setForm(emptyApplication(form.jobId));
      setConsent(false);
    }
  }

  return (
    <div data-page="job-apply">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Job board" title={page.title} lead={page.description} />
      <Section
        title="Your application"
        id="application"
        intro="Fields marked optional can be left empty. Everything else is required."
      >
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <form onSubmit={handleSubmit} className="grid max-w-2xl gap-5">
            <Field id="apply-role" label="Role">
              <select
                id="apply-role"
                required
                value={form.jobId}
                onChange={update("jobId")}
                className={inputClasses}
              >
                <option value="" disabled>
                  Choose a role
                </option>
                {jobs.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title} — {findCompany(job.companyId)?.name}
                  </option>
                ))}
              </select>
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="apply-name" label="Full name">
                <input
                  id="apply-name"
                  required
                  autoComplete="name"
                  maxLength={120}
                  value={form.name}
                  onChange={update("name")}
                  className={inputClasses}
                />
              </Field>
              <Field id="apply-email" label="E-mail address">
                <input
                  id="apply-email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={254}
                  value={form.email}
                  onChange={update("email")}
                  className={inputClasses}
                />
              </Field>
              <Field id="apply-phone" label="Phone" optional>
                <input
                  id="apply-phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={32}
                  pattern="\+?[0-9 \(\)\.\/\-]+"
                  title="Digits, spaces and + ( ) . / - only, for example +49 30 1234567"
                  value={form.phone}
                  onChange={update("phone")}
                  className={inputClasses}
                />
              </Field>
              <Field
                id="apply-linkedin"
                label="LinkedIn profile URL"
                optional
                hint="For example https://www.linkedin.com/in/your-name"
              >
                <input
                  id="apply-linkedin"
                  type="url"
                  aria-describedby="apply-linkedin-hint"
                  pattern="https://([a-z]{2,3}\.)?linkedin\.com/.+"
                  maxLength={300}
                  value={form.linkedinUrl}
                  onChange={update("linkedinUrl")}
                  className={inputClasses}
                />
              </Field>
            </div>
            <Field id="apply-letter" label="Cover letter" hint="Up to 5,000 characters.">
              <textarea
                id="apply-letter"
                required
                rows={9}
                minLength={50}
                maxLength={5000}
                aria-describedby="apply-letter-hint"
                value={form.coverLetter}
                onChange={update("coverLetter")}
                className={inputClasses}
              />
            </Field>
            <div className="flex gap-3">
              <input
                id="apply-consent"
                type="checkbox"
                required
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                className="mt-1 size-4 accent-blue-700 dark:accent-blue-400"
              />
              <label htmlFor="apply-consent" className="text-sm text-slate-700 dark:text-slate-300">
                I agree that Fleetward passes my application to the employer and keeps it for six
                months, as described in the{" "}
                <Link
                  to="/page-privacy"
                  className="font-semibold text-blue-700 underline dark:text-blue-300"
                >
                  privacy policy
                </Link>
                .
              </label>
            </div>
            <div>
              <button type="submit" disabled={sending} className={buttonClasses("primary")}>
                {sending ? "Sending application…" : "Send application"}
              </button>
            </div>
          </form>
          <aside
            aria-label="Tips"
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="font-semibold text-slate-900 dark:text-white">
              Tips for a strong letter
            </h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
    </div>
  );
}
