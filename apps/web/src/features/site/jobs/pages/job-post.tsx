import { fieldErrorsOf } from "../../../../lib/http/field-errors.ts";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  jobCategories,
  jobTypes,
  jobWorkplaces,
  sendPosting,
  type JobPostingRequest,
} from "../api/jobs-api.ts";
import { describedBy, fieldClasses, FormField } from "../../../../components/form-field.tsx";
import { ReviewQueue } from "../components/review-queue.tsx";

/** Form state: one string per field of the API request; the selects start empty. */
type Posting = Record<keyof JobPostingRequest, string>;
type Errors = Partial<Record<keyof Posting, string>>;

const emptyPosting: Posting = {
  title: "",
  company: "",
  category: "",
  location: "",
  workplace: "",
  type: "full-time",
  salary: "",
  description: "",
  requirements: "",
  contactEmail: "",
};
const fieldNames = Object.keys(emptyPosting) as (keyof Posting)[];

function useValidate() {
  const { t } = useTranslation();
  return (form: Posting): Errors => {
    const errors: Errors = {};
    for (const field of [
      "title",
      "company",
      "category",
      "location",
      "workplace",
      "type",
      "salary",
    ] as const) {
      if (!form[field].trim()) errors[field] = t("jobs.errors.required");
    }
    if (form.description.trim().length < 100)
      errors.description = t("jobs.errors.descriptionShort");
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.contactEmail.trim()))
      errors.contactEmail = t("jobs.errors.email");
    return errors;
  };
}

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

type ChoiceProps = {
  id: string;
  name: keyof Posting;
  label: string;
  value: string;
  options: readonly string[];
  labelOf: (option: string) => string;
  error?: string;
  onChange: (value: string) => void;
};

function Choice({ id, name, label, value, options, labelOf, error, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClasses}
      >
        <option value="">{t("jobs.choose")}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function PostingForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const validate = useValidate();
  const [form, setForm] = useState<Posting>(emptyPosting);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof Posting) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const onInput = (field: keyof Posting) => (event: { target: { value: string } }) =>
    set(field)(event.target.value);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`post-${fieldNames.find((name) => found[name])}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendPosting(form as JobPostingRequest);
      onSubmitted();
    } catch (error) {
      const serverErrors = fieldErrorsOf(error, fieldNames) as Errors;
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else notifyFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  const text = (name: keyof Posting, label: string, input: ReactNode, hint?: string) => (
    <FormField id={`post-${name}`} label={label} hint={hint} error={errors[name]}>
      {input}
    </FormField>
  );
  const props = (name: keyof Posting, hint?: string) => ({
    id: `post-${name}`,
    name,
    value: form[name],
    onChange: onInput(name),
    className: fieldClasses,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(`post-${name}`, hint, errors[name]),
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid max-w-2xl gap-5">
      {Object.values(errors).some(Boolean) ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t("jobs.fixErrors")}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("title", t("jobs.jobTitle"), <input required maxLength={120} {...props("title")} />)}
        {text(
          "company",
          t("jobs.companyName"),
          <input required maxLength={120} autoComplete="organization" {...props("company")} />,
        )}
        <Choice
          id="post-category"
          name="category"
          label={t("jobs.category")}
          value={form.category}
          options={jobCategories}
          labelOf={(option) => t(`jobs.categories.${option as (typeof jobCategories)[number]}`)}
          error={errors.category}
          onChange={set("category")}
        />
        {text(
          "location",
          t("jobs.location"),
          <input
            required
            maxLength={120}
            placeholder={t("jobs.locationPlaceholder")}
            {...props("location")}
          />,
        )}
        <Choice
          id="post-workplace"
          name="workplace"
          label={t("jobs.workplace")}
          value={form.workplace}
          options={jobWorkplaces}
          labelOf={(option) => t(`jobs.workplaces.${option as (typeof jobWorkplaces)[number]}`)}
          error={errors.workplace}
          onChange={set("workplace")}
        />
        <Choice
          id="post-type"
          name="type"
          label={t("jobs.employment")}
          value={form.type}
          options={jobTypes}
          labelOf={(option) => t(`jobs.types.${option as (typeof jobTypes)[number]}`)}
          error={errors.type}
          onChange={set("type")}
        />
        {text(
          "salary",
          t("jobs.salaryRange"),
          <input required maxLength={60} {...props("salary", t("jobs.salaryHint"))} />,
          t("jobs.salaryHint"),
        )}
        {text(
          "contactEmail",
          t("jobs.contactEmail"),
          <input
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...props("contactEmail", t("jobs.contactEmailHint"))}
          />,
          t("jobs.contactEmailHint"),
        )}
      </div>
      {text(
        "description",
        t("jobs.description"),
        <textarea
          required
          rows={10}
          maxLength={8000}
          {...props("description", t("jobs.descriptionHint"))}
        />,
        t("jobs.descriptionHint"),
      )}
      <FormField
        id="post-requirements"
        label={t("jobs.requirements")}
        labelNote={t("jobs.optional")}
        hint={t("jobs.requirementsHint")}
        error={errors.requirements}
      >
        <textarea
          rows={5}
          maxLength={4000}
          {...props("requirements", t("jobs.requirementsHint"))}
        />
      </FormField>
      <div>
        <button type="submit" disabled={sending} className={buttonClasses("primary")}>
          {sending ? t("jobs.submitting") : t("jobs.submitPosting")}
        </button>
      </div>
    </form>
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
