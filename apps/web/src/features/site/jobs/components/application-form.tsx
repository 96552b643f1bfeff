import { cvLimits } from "@fleetward/contracts/jobs";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { ErrorSummary } from "../../../../components/form/error-summary.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { HoneypotField, honeypotRules } from "../../../../components/honeypot-field.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { sendApplication, type JobSummary } from "../api/jobs-api.ts";
import {
  applicationBody,
  applicationFormSchema,
  applicationMessages,
} from "./application-schema.ts";

type ApplicationForm = ContractForm<typeof applicationFormSchema>;

const cvAccept = [...cvLimits.extensions, ...cvLimits.mediaTypes].join(",");

/** The role select follows the openings as they load, so it is controlled. */
function RoleField({ form, jobs }: { form: ApplicationForm; jobs: JobSummary[] }) {
  const { t } = useTranslation();
  return (
    <Controller
      name="jobId"
      control={form.control}
      render={({ field, fieldState }) => (
        <SelectField
          id="apply-jobId"
          label={t("jobs.role")}
          required
          error={fieldState.error?.message}
          {...field}
        >
          <option value="">{t("jobs.chooseRole")}</option>
          {jobs.map((job) => (
            <option key={job.id} value={String(job.id)}>
              {job.title} — {job.company.name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

function ContactFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="apply-name"
        label={t("jobs.fullName")}
        required
        autoComplete="name"
        maxLength={120}
        {...form.field("name")}
      />
      <TextField
        id="apply-email"
        label={t("jobs.email")}
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        {...form.field("email")}
      />
      <TextField
        id="apply-phone"
        label={t("jobs.phone")}
        labelNote={t("jobs.optional")}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        {...form.field("phone")}
      />
      <TextField
        id="apply-linkedinUrl"
        label={t("jobs.linkedin")}
        labelNote={t("jobs.optional")}
        hint={t("jobs.linkedinHint")}
        type="url"
        maxLength={300}
        {...form.field("linkedinUrl")}
      />
    </div>
  );
}

const fileClasses =
  "file:me-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-1 file:text-white dark:file:bg-blue-400 dark:file:text-slate-950";

function CvField({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  // Say at once when the chosen file cannot be sent, not only on submit.
  const registration = form.register("cv", {
    onChange: (event: { target: HTMLInputElement }) =>
      event.target.files?.length ? form.trigger("cv") : form.clearErrors("cv"),
  });
  return (
    <TextField
      id="apply-cv"
      label={t("jobs.cv")}
      hint={t("jobs.cvHint")}
      type="file"
      required
      accept={cvAccept}
      inputClassName={fileClasses}
      error={form.formState.errors.cv?.message}
      {...registration}
    />
  );
}

function ConsentField({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const label = (
    <>
      {t("jobs.consent")}{" "}
      <Link to="/page-privacy" className="font-semibold text-blue-700 underline dark:text-blue-300">
        {t("jobs.privacyPolicy")}
      </Link>
    </>
  );
  return <CheckboxField id="apply-consent" label={label} required {...form.field("consent")} />;
}

type ApplicationFormProps = {
  jobs: JobSummary[];
  /** The opening named in the link, chosen from the start. */
  jobId: string;
  /** Called with the applicant's address once the application is stored. */
  onSent: (email: string) => void;
};

/** The application with the CV, sent as multipart; the server checks the file again by content. */
export function ApplicationForm({ jobs, jobId, onSent }: ApplicationFormProps) {
  const { t, i18n } = useTranslation();
  const form = useContractForm(applicationFormSchema, {
    defaultValues: { jobId, name: "", email: "", phone: "", linkedinUrl: "", coverLetter: "" },
    messages: applicationMessages,
    // A refused upload is about the file, also when the server's detail names no field.
    statusFields: { 413: "cv", 415: "cv" },
  });
  const onSubmit = form.submit(async (values) => {
    await sendApplication(applicationBody(values, i18n.language));
    onSent(values.email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5">
      <ErrorSummary errors={form.formState.errors} text={t("jobs.fixErrors")} />
      <RoleField form={form} jobs={jobs} />
      <ContactFields form={form} />
      <TextAreaField
        id="apply-coverLetter"
        label={t("jobs.coverLetter")}
        hint={t("jobs.coverLetterHint")}
        required
        rows={9}
        maxLength={5000}
        {...form.field("coverLetter")}
      />
      <CvField form={form} />
      <HoneypotField {...form.register("website", honeypotRules)} />
      <ConsentField form={form} />
      <div>
        <SubmitButton
          sending={form.sending}
          label={t("jobs.send")}
          sendingLabel={t("jobs.sending")}
        />
      </div>
    </form>
  );
}
