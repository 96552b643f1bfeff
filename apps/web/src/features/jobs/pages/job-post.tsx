import type { JobPostingRequest } from "@fleetward/contracts/jobs";
import { useState, type FormEvent } from "react";
import { buttonClasses } from "../../../components/button-classes.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { Field, inputClasses } from "../components/form-field.tsx";
import { employmentTypes, jobCategories, workplaces } from "../data/jobs.ts";
import { useFormSubmit } from "../../../hooks/use-form-submit.ts";
import { showNotice } from "../../../lib/notices/notice-store.ts";

/** Form state: one string per field of the API request; the selects start empty. */
type Posting = Record<keyof JobPostingRequest, string>;

const emptyPosting: Posting = {
  title: "",
  company: "",
  category: "",
  location: "",
  workplace: "",
  type: "Full-time",
  salary: "",
  description: "",
  contactEmail: "",
};

const rules = [
  "Openings in IT operations, security, asset management and related engineering only.",
  "A salary range is required: listings with one get about twice as many applications.",
  "Listings stay online for 30 days and are reviewed within one working day.",
  "Posting is free during the beta.",
];

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
};

function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      >
        <option value="" disabled>
          Choose…
        </option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Field>
  );
}

export default function JobPostPage() {
  const page = usePageText("jobPost");
  const [form, setForm] = useState<Posting>(emptyPosting);
  const { sending, submit } = useFormSubmit("/api/jobs/postings");
  const set = (field: keyof Posting) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onInput = (field: keyof Posting) => (event: { target: { value: string } }) =>
    set(field)(event.target.value);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit(form)) {
      showNotice({
        kind: "success",
        title: "Job submitted. We will review it within one working day.",
      });
      setForm(emptyPosting);
    }
  }

  return (
    <div data-page="job-post">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow="Job board" title={page.title} lead={page.description} />
      <Section title="Describe the opening" id="posting">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <form onSubmit={handleSubmit} className="grid max-w-2xl gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="post-title" label="Job title">
                <input
                  id="post-title"
                  required
                  maxLength={120}
                  value={form.title}
                  onChange={onInput("title")}
                  className={inputClasses}
                />
              </Field>
              <Field id="post-company" label="Company name">
                <input
                  id="post-company"
                  required
                  autoComplete="organization"
                  maxLength={120}
                  value={form.company}
                  onChange={onInput("company")}
                  className={inputClasses}
                />
              </Field>
              <SelectField
                id="post-category"
                label="Category"
                value={form.category}
                options={jobCategories}
                onChange={set("category")}
              />
              <Field id="post-location" label="Location">
                <input
                  id="post-location"
                  required
                  maxLength={120}
                  placeholder="City, country"
                  value={form.location}
                  onChange={onInput("location")}
                  className={inputClasses}
                />
              </Field>
              <SelectField
                id="post-workplace"
                label="Workplace"
                value={form.workplace}
                options={workplaces}
                onChange={set("workplace")}
              />
              <SelectField
                id="post-type"
                label="Employment type"
                value={form.type}
                options={employmentTypes}
                onChange={set("type")}
              />
              <Field
                id="post-salary"
                label="Salary range"
                hint="For example €55,000 – €65,000 per year."
              >
                <input
                  id="post-salary"
                  required
                  maxLength={60}
                  aria-describedby="post-salary-hint"
                  value={form.salary}
                  onChange={onInput("salary")}
                  className={inputClasses}
                />
              </Field>
              <Field
                id="post-email"
                label="E-mail for applications"
                hint="Applications are forwarded here."
              >
                <input
                  id="post-email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={254}
                  aria-describedby="post-email-hint"
                  value={form.contactEmail}
                  onChange={onInput("contactEmail")}
                  className={inputClasses}
                />
              </Field>
            </div>
            <Field
              id="post-description"
              label="Description"
              hint="Responsibilities, requirements and what you offer. 100 to 8,000 characters."
            >
              <textarea
                id="post-description"
                required
                rows={10}
                minLength={100}
                maxLength={8000}
                aria-describedby="post-description-hint"
                value={form.description}
                onChange={onInput("description")}
                className={inputClasses}
              />
            </Field>
            <div>
              <button type="submit" disabled={sending} className={buttonClasses("primary")}>
                {sending ? "Publishing…" : "Submit for review"}
              </button>
            </div>
          </form>
          <aside
            aria-label="Posting rules"
            className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="font-semibold text-slate-900 dark:text-white">Before you post</h3>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
    </div>
  );
}
