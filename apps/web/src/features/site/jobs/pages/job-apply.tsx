import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { fieldErrorsOf } from "../../../../lib/http/field-errors.ts";
import { sendApplication, useJob, useJobList } from "../api/jobs-api.ts";
import { describedBy, fieldClasses, FormField } from "../../../../components/form-field.tsx";

type TextFields = {
  jobId: string;
  name: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  coverLetter: string;
  /** The honeypot: hidden from people, so only bots fill it in. */
  website: string;
};
type FieldName = keyof TextFields | "cv" | "consent";
type Errors = Partial<Record<FieldName, string>>;

const fieldNames: readonly FieldName[] = [
  "jobId",
  "name",
  "email",
  "phone",
  "linkedinUrl",
  "coverLetter",
  "cv",
  "consent",
];
const maxCvBytes = 5 * 1024 * 1024;
const cvAccept =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

function emptyForm(jobId: string): TextFields {
  return { jobId, name: "", email: "", phone: "", linkedinUrl: "", coverLetter: "", website: "" };
}

/** The checks the browser can make before uploading; the server checks again, by content. */
function useValidate() {
  const { t } = useTranslation();
  return (form: TextFields, cv: File | undefined, consent: boolean): Errors => {
    const errors: Errors = {};
    if (!form.jobId) errors.jobId = t("jobs.errors.chooseRole");
    if (!form.name.trim()) errors.name = t("jobs.errors.required");
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
      errors.email = t("jobs.errors.email");
    if (form.phone.trim() && !/^\+?[0-9 ()./-]+$/.test(form.phone.trim()))
      errors.phone = t("jobs.errors.phone");
    if (
      form.linkedinUrl.trim() &&
      !/^https:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(form.linkedinUrl.trim())
    )
      errors.linkedinUrl = t("jobs.errors.linkedin");
    if (form.coverLetter.trim().length < 50) errors.coverLetter = t("jobs.errors.coverLetterShort");
    if (!cv) errors.cv = t("jobs.errors.cvMissing");
    else if (!/\.(pdf|docx)$/i.test(cv.name)) errors.cv = t("jobs.errors.cvType");
    else if (cv.size > maxCvBytes) errors.cv = t("jobs.errors.cvSize");
    if (!consent) errors.consent = t("jobs.errors.consent");
    return errors;
  };
}

function Tips() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="apply-tips-heading"
      className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="apply-tips-heading" className="font-semibold text-slate-900 dark:text-white">
        {t("jobs.tipsTitle")}
      </h3>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t("jobs.tip1")}</li>
        <li>{t("jobs.tip2")}</li>
        <li>{t("jobs.tip3")}</li>
      </ul>
    </aside>
  );
}

function Success({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="application-sent"
      className="max-w-2xl rounded-xl border border-emerald-300 bg-emerald-50 p-8 dark:border-emerald-700 dark:bg-emerald-950"
    >
      <h3 className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("jobs.successTitle")}
      </h3>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("jobs.successText", { email })}</p>
      <Link to="/page-job-grid" className={buttonClasses("primary", "mt-6")}>
        {t("jobs.seeAllJobs")}
      </Link>
    </div>
  );
}

export default function JobApplyPage() {
  const page = usePageText("jobApply");
  const { t, i18n } = useTranslation();
  const validate = useValidate();
  const [params] = useSearchParams();
  const jobs = useJobList({ page_size: "50" });
  // The opening named in the link, also when it is older than the 50 newest.
  const linked = useJob(params.get("job") ?? undefined);
  const options = [...(jobs.data?.items ?? [])];
  if (linked.data && !options.some((job) => job.id === linked.data.id))
    options.unshift(linked.data);
  const [form, setForm] = useState<TextFields>(() => emptyForm(params.get("job") ?? ""));
  const [cv, setCv] = useState<File | undefined>();
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof TextFields) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setCv(file);
    // Say at once when the file cannot be sent, not only on submit.
    const problem = validate(form, file, true).cv;
    setErrors((current) => ({ ...current, cv: file ? problem : undefined }));
  }

  function focusFirstError(found: Errors) {
    const first = fieldNames.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(form, cv, consent);
    setErrors(found);
    if (Object.keys(found).length > 0 || !cv) {
      focusFirstError(found);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.append(name, value);
    body.append("locale", i18n.language);
    body.append("cv", cv, cv.name);
    setSending(true);
    try {
      await sendApplication(body);
      setSentTo(form.email.trim());
    } catch (error) {
      const serverErrors: Errors = fieldErrorsOf(error, fieldNames);
      if (error instanceof HttpError && (error.status === 413 || error.status === 415)) {
        serverErrors.cv =
          error.status === 413 ? t("jobs.errors.cvSize") : t("jobs.errors.cvContent");
      }
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        focusFirstError(serverErrors);
      } else {
        notifyFailure(error, t);
      }
    } finally {
      setSending(false);
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const control = (name: FieldName, hint?: string) => ({
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(`apply-${name}`, hint, errors[name]),
  });

  return (
    <div data-page="job-apply">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader eyebrow={t("jobs.eyebrow")} title={page.title} lead={page.description} />
      <Section title={t("jobs.applyTitle")} id="application" intro={t("jobs.applyIntro")}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {sentTo ? (
            <Success email={sentTo} />
          ) : (
            <form ref={formRef} onSubmit={handleSubmit} noValidate className="grid max-w-2xl gap-5">
              {hasErrors ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
                >
                  {t("jobs.fixErrors")}
                </p>
              ) : null}
              <FormField id="apply-jobId" label={t("jobs.role")} error={errors.jobId}>
                <select
                  id="apply-jobId"
                  required
                  value={form.jobId}
                  onChange={update("jobId")}
                  className={fieldClasses}
                  {...control("jobId")}
                >
                  <option value="">{t("jobs.chooseRole")}</option>
                  {options.map((job) => (
                    <option key={job.id} value={String(job.id)}>
                      {job.title} — {job.company.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField id="apply-name" label={t("jobs.fullName")} error={errors.name}>
                  <input
                    id="apply-name"
                    required
                    autoComplete="name"
                    maxLength={120}
                    value={form.name}
                    onChange={update("name")}
                    className={fieldClasses}
                    {...control("name")}
                  />
                </FormField>
                <FormField id="apply-email" label={t("jobs.email")} error={errors.email}>
                  <input
                    id="apply-email"
                    type="email"
                    required
                    autoComplete="email"
                    maxLength={254}
                    value={form.email}
                    onChange={update("email")}
                    className={fieldClasses}
                    {...control("email")}
                  />
                </FormField>
                <FormField
                  id="apply-phone"
                  label={t("jobs.phone")}
                  labelNote={t("jobs.optional")}
                  error={errors.phone}
                >
                  <input
                    id="apply-phone"
                    type="tel"
                    autoComplete="tel"
                    maxLength={32}
                    value={form.phone}
                    onChange={update("phone")}
                    className={fieldClasses}
                    {...control("phone")}
                  />
                </FormField>
                <FormField
                  id="apply-linkedinUrl"
                  label={t("jobs.linkedin")}
                  labelNote={t("jobs.optional")}
                  hint={t("jobs.linkedinHint")}
                  error={errors.linkedinUrl}
                >
                  <input
                    id="apply-linkedinUrl"
                    type="url"
                    maxLength={300}
                    value={form.linkedinUrl}
                    onChange={update("linkedinUrl")}
                    className={fieldClasses}
                    {...control("linkedinUrl", t("jobs.linkedinHint"))}
                  />
                </FormField>
              </div>
              <FormField
                id="apply-coverLetter"
                label={t("jobs.coverLetter")}
                hint={t("jobs.coverLetterHint")}
                error={errors.coverLetter}
              >
                <textarea
                  id="apply-coverLetter"
                  required
                  rows={9}
                  maxLength={5000}
                  value={form.coverLetter}
                  onChange={update("coverLetter")}
                  className={fieldClasses}
                  {...control("coverLetter", t("jobs.coverLetterHint"))}
                />
              </FormField>
              <FormField
                id="apply-cv"
                label={t("jobs.cv")}
                hint={t("jobs.cvHint")}
                error={errors.cv}
              >
                <input
                  id="apply-cv"
                  type="file"
                  required
                  accept={cvAccept}
                  onChange={chooseFile}
                  className={`${fieldClasses} file:me-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-1 file:text-white dark:file:bg-blue-400 dark:file:text-slate-950`}
                  {...control("cv", t("jobs.cvHint"))}
                />
              </FormField>
              {/* Spam trap: off-screen and out of the tab order; people leave it empty. */}
              <div
                aria-hidden="true"
                className="absolute -start-[10000px] h-px w-px overflow-hidden"
              >
                <label htmlFor="apply-website">Website</label>
                <input
                  id="apply-website"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={form.website}
                  onChange={update("website")}
                />
              </div>
              <div>
                <div className="flex gap-3">
                  <input
                    id="apply-consent"
                    type="checkbox"
                    required
                    checked={consent}
                    onChange={(event) => setConsent(event.target.checked)}
                    className="mt-1 size-4 accent-blue-700 dark:accent-blue-400"
                    {...control("consent")}
                  />
                  <label
                    htmlFor="apply-consent"
                    className="text-sm text-slate-700 dark:text-slate-300"
                  >
                    {t("jobs.consent")}{" "}
                    <Link
                      to="/page-privacy"
                      className="font-semibold text-blue-700 underline dark:text-blue-300"
                    >
                      {t("jobs.privacyPolicy")}
                    </Link>
                  </label>
                </div>
                {errors.consent ? (
                  <p
                    id="apply-consent-error"
                    className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
                  >
                    {errors.consent}
                  </p>
                ) : null}
              </div>
              <div>
                <button type="submit" disabled={sending} className={buttonClasses("primary")}>
                  {sending ? t("jobs.sending") : t("jobs.send")}
                </button>
              </div>
            </form>
          )}
          <Tips />
        </div>
      </Section>
    </div>
  );
}
