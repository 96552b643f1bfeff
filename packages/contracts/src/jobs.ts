import { z } from "zod";
import { emailAddress, optionalLine, requiredLine, requiredText } from "./form-fields.ts";

export const jobCategories = [
  "Engineering",
  "Security",
  "IT operations",
  "Asset management",
  "Customer success",
] as const;
export const jobWorkplaces = ["Remote", "Hybrid", "On-site"] as const;
export const employmentTypes = ["Full-time", "Part-time", "Contract"] as const;

const jobId = z
  .string()
  .trim()
  .min(1, { error: "Required" })
  .max(100, { abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "Must be a job id such as senior-frontend-engineer",
  });

// Digits, spaces and the usual separators; a leading + for the country code.
const phone = optionalLine(32).refine(
  (text) => !text || (/^\+?[0-9 ()./-]+$/.test(text) && /[0-9]/.test(text)),
  { error: "Must be a phone number such as +49 30 1234567" },
);

const linkedinUrl = optionalLine(300).refine(
  (text) => !text || /^https:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(text),
  { error: "Must be a LinkedIn profile address such as https://www.linkedin.com/in/your-name" },
);

export const jobApplicationRequestSchema = z.strictObject({
  jobId: jobId.describe("Id of the opening applied for"),
  name: requiredLine(120).describe("Full name of the applicant"),
  email: emailAddress().describe("Where the employer replies"),
  phone: phone.describe("Phone number; empty or absent when not given"),
  linkedinUrl: linkedinUrl.describe("LinkedIn profile; empty or absent when not given"),
  coverLetter: requiredText(50, 5000).describe("Cover letter, 50 to 5,000 characters"),
});
export type JobApplicationRequest = z.infer<typeof jobApplicationRequestSchema>;

export const jobApplicationResponseSchema = z.object({
  id: z.uuid(),
  received: z.literal(true),
});
export type JobApplicationResponse = z.infer<typeof jobApplicationResponseSchema>;

export const jobPostingRequestSchema = z.strictObject({
  title: requiredLine(120).describe("Job title"),
  company: requiredLine(120).describe("Name of the hiring company"),
  category: z.enum(jobCategories),
  location: requiredLine(120).describe("City and country, or a region for remote roles"),
  workplace: z.enum(jobWorkplaces),
  type: z.enum(employmentTypes).describe("Employment type"),
  salary: requiredLine(60).describe("Salary range, such as €55,000 – €65,000 per year"),
  description: requiredText(100, 8000).describe("The opening, 100 to 8,000 characters"),
  contactEmail: emailAddress().describe("Where applications are forwarded"),
});
export type JobPostingRequest = z.infer<typeof jobPostingRequestSchema>;

export const jobPostingResponseSchema = z.object({
  id: z.uuid(),
  status: z.literal("pending").describe("Postings are published after review"),
});
export type JobPostingResponse = z.infer<typeof jobPostingResponseSchema>;
