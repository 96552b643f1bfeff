import { randomBytes } from "node:crypto";
import type {
  JobListingStatus,
  JobPostingForReview,
  JobPostingRequest,
} from "@fleetward/contracts/jobs";
import { interpolate, resolveEmailLocale } from "@fleetward/emails/i18n";
import { jobNoticeStrings } from "@fleetward/emails/notices/jobs";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { findUserById, userContactsById, type UserContact } from "../../account/users/service.ts";
import { accountAlertMail, queueMail } from "../../platform/mail/service.ts";
import {
  decidePendingListing,
  findListing,
  insertJobListing,
  listListingsForReview,
} from "./repository.ts";
import type { JobsDeps } from "./common.ts";

// Posting an opening and the operators' review of it.

function slugFor(title: string): string {
  const base = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  // A random suffix: titles repeat ("IT Support Engineer"), slugs must not.
  return `${base || "job"}-${randomBytes(3).toString("hex")}`;
}

function lines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
}

function summaryOf(description: string): string {
  const firstParagraph =
    description
      .split(/\r?\n\s*\r?\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return firstParagraph.length > 280
    ? `${firstParagraph.slice(0, 279).trimEnd()}…`
    : firstParagraph;
}

/** Stores a signed-in user's posting for review: nothing is published before an operator approves. */
export async function submitJobPosting(
  deps: JobsDeps,
  userId: string,
  request: JobPostingRequest,
): Promise<{ id: number }> {
  return insertJobListing(deps.orm, {
    slug: slugFor(request.title),
    companyName: request.company,
    title: request.title,
    category: request.category,
    type: request.type,
    workplace: request.workplace,
    location: request.location,
    salary: request.salary,
    summary: summaryOf(request.description),
    description: request.description,
    requirements: lines(request.requirements),
    contactEmail: request.contactEmail,
    status: "pending",
    submittedBy: userId,
    createdAt: deps.clock(),
  });
}

export async function listPostingsForReview(
  orm: Orm,
  status: JobListingStatus,
): Promise<JobPostingForReview[]> {
  const rows = await listListingsForReview(orm, status);
  const submitters = await userContactsById(
    orm,
    rows.map((row) => row.submittedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    company_name: row.companyName,
    category: row.category,
    type: row.type,
    workplace: row.workplace,
    location: row.location,
    salary: row.salary,
    description: row.description,
    requirements: row.requirements,
    contact_email: row.contactEmail,
    status: row.status,
    submitted_by: submitterOf(row.submittedBy, submitters),
    submitted_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  }));
}

/** Who submitted a listing, while their account exists. */
function submitterOf(userId: string | null, users: ReadonlyMap<string, UserContact>) {
  const user = userId ? users.get(userId) : undefined;
  return user ? { username: user.username, email: user.email } : null;
}

/**
 * Approves (→ live, published now) or rejects a pending posting and e-mails the submitter,
 * in one transaction. 404 for no such posting, 409 when it was already decided.
 */
export async function decideJobPosting(
  deps: JobsDeps,
  id: number,
  operatorId: string,
  decision: { status: "live" } | { status: "rejected"; reason: string },
): Promise<{ id: number; status: "live" | "rejected" }> {
  const now = deps.clock();
  return deps.orm.transaction(async (tx) => {
    const listing = await decidePendingListing(tx, id, {
      status: decision.status,
      decidedBy: operatorId,
      decidedAt: now,
      rejectionReason: decision.status === "rejected" ? decision.reason : undefined,
    });
    if (!listing) {
      const existing = await findListing(tx, id);
      if (!existing) throw new HttpError(404, "No job posting with this id");
      throw new HttpError(409, `This posting was already decided: it is ${existing.status}`);
    }
    const submitter = listing.submittedBy ? await findUserById(tx, listing.submittedBy) : undefined;
    if (submitter) {
      const locale = resolveEmailLocale(submitter.locale);
      const strings = jobNoticeStrings(locale);
      const mail =
        decision.status === "live"
          ? accountAlertMail({
              recipientName: submitter.firstName ?? submitter.username,
              title: strings.postingApproved.title,
              paragraphs: [interpolate(strings.postingApproved.live, { job: listing.title })],
              actionLabel: strings.postingApproved.action,
              actionUrl: `${deps.publicUrl}/page-job-detail/${listing.id}`,
              reason: strings.reason,
              locale,
            })
          : accountAlertMail({
              recipientName: submitter.firstName ?? submitter.username,
              title: strings.postingRejected.title,
              paragraphs: [
                interpolate(strings.postingRejected.declined, { job: listing.title }),
                interpolate(strings.postingRejected.reason, { reason: decision.reason }),
              ],
              actionLabel: strings.postingRejected.action,
              actionUrl: `${deps.publicUrl}/page-job-post`,
              reason: strings.reason,
              locale,
            });
      await queueMail(
        tx,
        deps.jobs,
        { ...mail, template: `job-posting-${decision.status}`, to: submitter.email },
        now,
      );
    }
    return { id: listing.id, status: decision.status };
  });
}
