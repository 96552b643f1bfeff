import { cvLimits, jobApplicationFieldsSchema } from "@fleetward/contracts/jobs";
import type { ParseKeys } from "i18next";
import { z } from "zod";
import type { FieldMessages, FieldProblem } from "../../../../components/form/field-messages.ts";

/** Why a chosen CV cannot be sent; the message names the i18n key of `jobs.errors`. */
const cvProblems = ["cvMissing", "cvType", "cvSize"] as const;
type CvProblem = (typeof cvProblems)[number];

function cvProblemOf(file: File | undefined): CvProblem | undefined {
  if (!file) return "cvMissing";
  const extension = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
  if (!(cvLimits.extensions as readonly string[]).includes(extension)) return "cvType";
  if (file.size > cvLimits.maxBytes) return "cvSize";
  return undefined;
}

/** The file input's FileList, checked the way the browser can (the server checks by content). */
const cvFile = z.custom<FileList | undefined>().transform((files, context) => {
  const file = files?.[0];
  const problem = cvProblemOf(file);
  if (problem || !file) {
    context.addIssue({ code: "custom", message: problem ?? "cvMissing" });
    return z.NEVER;
  }
  return file;
});

/** The contract's application fields plus what only the browser holds: the file and the consent. */
export const applicationFormSchema = jobApplicationFieldsSchema.extend({
  cv: cvFile,
  consent: z.literal(true),
});
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

function cvMessage(problem: FieldProblem): ParseKeys {
  if (problem.status === 413) return "jobs.errors.cvSize";
  if (problem.status === 415) return "jobs.errors.cvContent";
  const known = cvProblems.find((name) => name === problem.message);
  return `jobs.errors.${known ?? "cvType"}`;
}

export const applicationMessages: FieldMessages<keyof z.input<typeof applicationFormSchema>> = {
  jobId: "jobs.errors.chooseRole",
  name: "jobs.errors.required",
  email: "jobs.errors.email",
  phone: "jobs.errors.phone",
  linkedinUrl: "jobs.errors.linkedin",
  coverLetter: "jobs.errors.coverLetterShort",
  cv: cvMessage,
  consent: "jobs.errors.consent",
};

/** The multipart body the API expects: the text fields, the interface language and the file. */
export function applicationBody(values: ApplicationFormValues, locale: string): FormData {
  const { cv, consent: _consent, ...fields } = values;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  body.append("locale", locale);
  body.append("cv", cv, cv.name);
  return body;
}
