import type { JobApplicationRequest, JobPostingRequest } from "@fleetward/contracts/jobs";
import type { Orm } from "../../db/client.ts";
import { insertJobApplication, insertJobPosting } from "./repository.ts";

/**
 * Stores an application. Openings are still sample data in the web app, so the job id
 * is checked for shape only; it will reference the jobs table once openings live there.
 */
export async function receiveJobApplication(orm: Orm, request: JobApplicationRequest) {
  return insertJobApplication(orm, {
    jobId: request.jobId,
    name: request.name,
    email: request.email,
    // The form sends empty strings for the optional fields it leaves blank.
    phone: request.phone || null,
    linkedinUrl: request.linkedinUrl || null,
    coverLetter: request.coverLetter,
  });
}

/** Stores a posting for review: nothing submitted is published before an operator approves it. */
export async function submitJobPosting(orm: Orm, request: JobPostingRequest) {
  return insertJobPosting(orm, {
    title: request.title,
    company: request.company,
    category: request.category,
    location: request.location,
    workplace: request.workplace,
    employmentType: request.type,
    salary: request.salary,
    description: request.description,
    contactEmail: request.contactEmail,
    status: "pending",
  });
}
