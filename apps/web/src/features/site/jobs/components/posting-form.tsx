import { jobPostingRequestSchema } from "@fleetward/contracts/jobs";
import type { ParseKeys, TFunction } from "i18next";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../../components/form/error-summary.tsx";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm, type ContractForm } from "../../../../hooks/use-contract-form.ts";
import { jobCategories, jobTypes, jobWorkplaces, sendPosting } from "../api/jobs-api.ts";

type PostingForm = ContractForm<typeof jobPostingRequestSchema>;
type ChoiceName = "category" | "workplace" | "type";

const postingMessages: FieldMessages<keyof z.input<typeof jobPostingRequestSchema>> = {
  title: "jobs.errors.required",
  company: "jobs.errors.required",
  category: "jobs.errors.required",
  location: "jobs.errors.required",
  workplace: "jobs.errors.required",
  type: "jobs.errors.required",
  salary: "jobs.errors.required",
  description: "jobs.errors.descriptionShort",
  contactEmail: "jobs.errors.email",
};

type ChoiceProps = {
  form: PostingForm;
  name: ChoiceName;
  label: string;
  options: readonly string[];
  labelOf: (option: string) => string;
};

/** A required select that starts on "Choose…". */
function Choice({ form, name, label, options, labelOf }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <SelectField id={`post-${name}`} label={label} required {...form.field(name)}>
      <option value="">{t("jobs.choose")}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </SelectField>
  );
}

const optionLabel = (t: TFunction, prefix: string) => (option: string) =>
  t(`${prefix}.${option}` as ParseKeys);

/** What and where: title, company, category and location. */
function RoleFields({ form }: { form: PostingForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id="post-title"
        label={t("jobs.jobTitle")}
        required
        maxLength={120}
        {...form.field("title")}
      />
      <TextField
        id="post-company"
        label={t("jobs.companyName")}
        required
        maxLength={120}
        autoComplete="organization"
        {...form.field("company")}
      />
      <Choice
        form={form}
        name="category"
        label={t("jobs.category")}
        options={jobCategories}
        labelOf={optionLabel(t, "jobs.categories")}
      />
      <TextField
        id="post-location"
        label={t("jobs.location")}
        required
        maxLength={120}
        placeholder={t("jobs.locationPlaceholder")}
        {...form.field("location")}
      />
    </>
  );
}

/** On what terms: workplace, employment type, salary and the employer's contact. */
function TermsFields({ form }: { form: PostingForm }) {
  const { t } = useTranslation();
  return (
    <>
      <Choice
        form={form}
        name="workplace"
        label={t("jobs.workplace")}
        options={jobWorkplaces}
        labelOf={optionLabel(t, "jobs.workplaces")}
      />
      <Choice
        form={form}
        name="type"
        label={t("jobs.employment")}
        options={jobTypes}
        labelOf={optionLabel(t, "jobs.types")}
      />
      <TextField
        id="post-salary"
        label={t("jobs.salaryRange")}
        hint={t("jobs.salaryHint")}
        required
        maxLength={60}
        {...form.field("salary")}
      />
      <TextField
        id="post-contactEmail"
        label={t("jobs.contactEmail")}
        hint={t("jobs.contactEmailHint")}
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        {...form.field("contactEmail")}
      />
    </>
  );
}

/** A job posting, sent for an operator's review once the contract's checks pass. */
export function PostingForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(jobPostingRequestSchema, {
    defaultValues: { type: "full-time" },
    messages: postingMessages,
  });
  const onSubmit = form.submit(async (values) => {
    await sendPosting(values);
    onSubmitted();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5">
      <ErrorSummary errors={form.formState.errors} text={t("jobs.fixErrors")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <RoleFields form={form} />
        <TermsFields form={form} />
      </div>
      <TextAreaField
        id="post-description"
        label={t("jobs.description")}
        hint={t("jobs.descriptionHint")}
        required
        rows={10}
        maxLength={8000}
        {...form.field("description")}
      />
      <TextAreaField
        id="post-requirements"
        label={t("jobs.requirements")}
        labelNote={t("jobs.optional")}
        hint={t("jobs.requirementsHint")}
        rows={5}
        maxLength={4000}
        {...form.field("requirements")}
      />
      <div>
        <SubmitButton
          sending={form.sending}
          label={t("jobs.submitPosting")}
          sendingLabel={t("jobs.submitting")}
        />
      </div>
    </form>
  );
}
