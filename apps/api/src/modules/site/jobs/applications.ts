import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { jobApplicationFieldsSchema } from "@fleetward/contracts/jobs";
import { formatMoment } from "@fleetward/emails/format";
import { interpolate, resolveEmailLocale } from "@fleetward/emails/i18n";
import { jobNoticeStrings } from "@fleetward/emails/notices/jobs";
import type { z } from "zod";
import { HttpError } from "../../../lib/http-error.ts";
import { accountAlertMail, queueMail } from "../../platform/mail/service.ts";
import { detectCvKind } from "./cv-file.ts";
import { findLiveJob, insertJobApplication } from "./repository.ts";
import type { JobsDeps } from "./common.ts";

// Applying for an opening: the CV on disk, the row and the applicant's e-mail.

export type ReceivedCv = { bytes: Buffer; filename: string | undefined };
type ApplicationFields = z.output<typeof jobApplicationFieldsSchema>;

export const cvDirectoryName = "job-applications";

/**
 * Stores an application: the CV on disk under a random name, the row and the applicant's
 * confirmation e-mail in one transaction. If the transaction fails the file is removed, so
 * a failed request leaves nothing behind. Returns undefined for a honeypot hit (nothing stored).
 */
export async function receiveJobApplication(
  deps: JobsDeps,
  fields: ApplicationFields,
  cv: ReceivedCv | undefined,
  fallbackLocale: string | undefined,
): Promise<{ id: string } | undefined> {
  if (!cv || cv.bytes.length === 0) throw new HttpError(422, "cv: Required");
  const kind = detectCvKind(cv.bytes);
  if (!kind) {
    throw new HttpError(
      415,
      "cv: The CV must be a PDF or a Word (.docx) document; this file is neither",
    );
  }
  const job = await findLiveJob(deps.orm, fields.jobId);
  if (!job) throw new HttpError(422, "jobId: This job is not open for applications");
  if (fields.website) return undefined;

  const directory = path.join(deps.dataDir, cvDirectoryName);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const fileName = `${randomUUID()}.${kind}`;
  const filePath = path.join(directory, fileName);
  // `wx`: never overwrite; the name is random, so a clash would be a bug worth failing on.
  await writeFile(filePath, cv.bytes, { flag: "wx", mode: 0o600 });

  const now = deps.clock();
  const locale = resolveEmailLocale(fields.locale || fallbackLocale);
  try {
    return await deps.orm.transaction(async (tx) => {
      const row = await insertJobApplication(tx, {
        jobId: job.id,
        name: fields.name,
        email: fields.email,
        // The form sends empty strings for the optional fields it leaves blank.
        phone: fields.phone || null,
        linkedinUrl: fields.linkedinUrl || null,
        coverLetter: fields.coverLetter,
        cvFile: fileName,
        cvType: kind,
        cvBytes: cv.bytes.length,
        cvOriginalName: cv.filename?.slice(0, 255) || null,
        createdAt: now,
      });
      const strings = jobNoticeStrings(locale);
      const t = strings.applicationReceived;
      const jobUrl = `${deps.publicUrl}/page-job-detail/${job.id}`;
      const mail = accountAlertMail({
        recipientName: fields.name,
        title: t.title,
        paragraphs: [
          interpolate(t.received, {
            job: job.title,
            company: job.companyName,
            moment: formatMoment(now, locale),
          }),
          t.next,
        ],
        actionLabel: t.action,
        actionUrl: jobUrl,
        reason: strings.reason,
        locale,
      });
      await queueMail(
        tx,
        deps.jobs,
        { ...mail, template: "job-application", to: fields.email },
        now,
      );
      return row;
    });
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}
