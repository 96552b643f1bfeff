import fastifyMultipart from "@fastify/multipart";
import {
  candidateDetailSchema,
  candidateSummarySchema,
  companyDetailSchema,
  companySummarySchema,
  cvLimits,
  idOrSlugParamsSchema,
  jobApplicationFieldsSchema,
  jobApplicationResponseSchema,
  jobDetailSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobPostingDecisionSchema,
  jobPostingIdParamsSchema,
  jobPostingRejectRequestSchema,
  jobPostingRequestSchema,
  jobPostingResponseSchema,
  jobPostingReviewListSchema,
  jobPostingReviewQuerySchema,
} from "@fleetward/contracts/jobs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { localeFromAcceptLanguage } from "../../../lib/accept-language.ts";
import { errorResponses, formErrorResponses, formRateLimit } from "../../../lib/forms.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import {
  decideJobPosting,
  getCandidate,
  getCompany,
  getJob,
  listCandidateProfiles,
  listCompanies,
  listJobs,
  listPostingsForReview,
  receiveJobApplication,
  submitJobPosting,
  type JobsDeps,
  type ReceivedCv,
} from "./service.ts";

/** Public board content changes only on approval; a minute of staleness is fine. */
const publicCache = "public, max-age=60, stale-while-revalidate=300";

export async function jobsRoutes(app: FastifyInstance) {
  const deps: JobsDeps = {
    orm: app.db.orm,
    jobs: app.jobs,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    dataDir: app.config.dataDir,
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerBoardRoutes(api);
  registerCandidateRoutes(api);
  registerOpeningRoute(api);
  await registerApplicationRoute(api, deps);
  registerPostingRoute(api, deps);
  registerReviewRoutes(api, deps);
}

/** The openings list and the companies on the board. */
function registerBoardRoutes(api: ZodApi) {
  api.get(
    "/api/jobs",
    {
      schema: {
        tags: ["jobs"],
        summary: "Live job openings, newest first, filtered and paged",
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", publicCache);
      return listJobs(api.db.orm, request.query);
    },
  );

  api.get(
    "/api/jobs/companies",
    {
      schema: {
        tags: ["jobs"],
        summary: "Companies on the job board, with their number of live openings",
        response: { 200: z.array(companySummarySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", publicCache);
      return listCompanies(api.db.orm);
    },
  );

  api.get(
    "/api/jobs/companies/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One company, by id or slug, with its live openings",
        params: idOrSlugParamsSchema,
        response: { 200: companyDetailSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const company = await getCompany(api.db.orm, request.params.id);
      reply.header("cache-control", publicCache);
      return company;
    },
  );
}

function registerCandidateRoutes(api: ZodApi) {
  api.get(
    "/api/jobs/candidates",
    {
      schema: {
        tags: ["jobs"],
        summary: "Candidates who chose to publish their profile",
        response: { 200: z.array(candidateSummarySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", publicCache);
      return listCandidateProfiles(api.db.orm);
    },
  );

  api.get(
    "/api/jobs/candidates/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One candidate profile, by id or slug",
        params: idOrSlugParamsSchema,
        response: { 200: candidateDetailSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const candidate = await getCandidate(api.db.orm, request.params.id);
      reply.header("cache-control", publicCache);
      return candidate;
    },
  );
}

function registerOpeningRoute(api: ZodApi) {
  api.get(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One live opening, by id or slug",
        description: "404 for an unknown id and for postings that are pending or rejected.",
        params: idOrSlugParamsSchema,
        response: { 200: jobDetailSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const job = await getJob(api.db.orm, request.params.id);
      reply.header("cache-control", publicCache);
      return job;
    },
  );
}

async function registerApplicationRoute(api: ZodApi, deps: JobsDeps) {
  // Multipart is parsed in this scope only: the application form is the one route that takes
  // it, so every other route answers a multipart body with 415.
  await api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: cvLimits.maxBytes, files: 1, fields: 20, fieldSize: 20_000, parts: 21 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/jobs/applications",
      {
        config: { rateLimit: formRateLimit },
        schema: {
          tags: ["jobs", "forms"],
          summary: "Apply for a live opening with a CV (multipart/form-data)",
          description:
            "Text fields as in the schema below plus the file field `cv`: a PDF or DOCX of at most " +
            "5 MB, recognised by its content. 413 for a larger file, 415 for another kind of file " +
            "or a body that is not multipart, 422 for missing or invalid fields. The applicant " +
            "gets a confirmation e-mail.",
          response: { 201: jobApplicationResponseSchema, ...formErrorResponses },
        },
      },
      async (request, reply) => {
        const { fields, cv } = await readApplicationForm(request);
        const parsed = jobApplicationFieldsSchema.safeParse(fields);
        const problems = parsed.success ? [] : describeIssues(parsed.error);
        if (!cv || cv.bytes.length === 0) problems.push("cv: Required");
        if (!parsed.success || problems.length > 0) throw new HttpError(422, problems.join("; "));
        const stored = await receiveJobApplication(
          deps,
          parsed.data,
          cv,
          localeFromAcceptLanguage(request.headers["accept-language"]),
        );
        if (!stored) {
          // Honeypot: a bot gets the answer a person would, and nothing is kept.
          request.log.info("job application dropped by the spam trap");
          return reply.code(201).send({ id: randomUUID(), received: true });
        }
        request.log.info(
          { jobApplicationId: stored.id, jobId: parsed.data.jobId },
          "job application",
        );
        return reply.code(201).send({ id: stored.id, received: true });
      },
    );
  });
}

function registerPostingRoute(api: ZodApi, deps: JobsDeps) {
  api.post(
    "/api/jobs/postings",
    {
      config: { rateLimit: formRateLimit },
      // onRequest, not preHandler: a visitor without a session hears 401 before any 422.
      onRequest: api.requireSession,
      schema: {
        tags: ["jobs", "forms"],
        summary: "Submit a job opening for review (signed-in users)",
        description:
          "The posting is stored as pending and published only after an operator approves it.",
        security: [{ bearerAuth: [] }],
        body: jobPostingRequestSchema,
        response: {
          201: jobPostingResponseSchema,
          ...errorResponses(400, 401, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = await submitJobPosting(deps, sessionOf(request).user.id, request.body);
      request.log.info({ jobPostingId: id }, "job posting submitted");
      return reply.code(201).send({ id, status: "pending" });
    },
  );
}

/** The operators' review of submitted postings. */
function registerReviewRoutes(api: ZodApi, deps: JobsDeps) {
  api.get(
    "/api/admin/job-postings",
    {
      onRequest: api.requireOperator,
      schema: {
        tags: ["jobs", "admin"],
        summary: "Submitted job postings by status (operators)",
        security: [{ bearerAuth: [] }],
        querystring: jobPostingReviewQuerySchema,
        response: { 200: jobPostingReviewListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { items: await listPostingsForReview(api.db.orm, request.query.status) };
    },
  );

  api.post(
    "/api/admin/job-postings/:id/approve",
    {
      onRequest: api.requireOperator,
      schema: {
        tags: ["jobs", "admin"],
        summary: "Publish a pending posting; the submitter is told by e-mail (operators)",
        security: [{ bearerAuth: [] }],
        params: jobPostingIdParamsSchema,
        response: { 200: jobPostingDecisionSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const decision = await decideJobPosting(deps, request.params.id, sessionOf(request).user.id, {
        status: "live",
      });
      request.log.info({ jobPostingId: decision.id }, "job posting approved");
      return decision;
    },
  );

  api.post(
    "/api/admin/job-postings/:id/reject",
    {
      onRequest: api.requireOperator,
      schema: {
        tags: ["jobs", "admin"],
        summary: "Reject a pending posting with a reason sent to the submitter (operators)",
        security: [{ bearerAuth: [] }],
        params: jobPostingIdParamsSchema,
        body: jobPostingRejectRequestSchema,
        response: {
          200: jobPostingDecisionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 415, 422),
        },
      },
    },
    async (request) => {
      const decision = await decideJobPosting(deps, request.params.id, sessionOf(request).user.id, {
        status: "rejected",
        reason: request.body.reason,
      });
      request.log.info({ jobPostingId: decision.id }, "job posting rejected");
      return decision;
    },
  );
}

/**
 * Reads the whole multipart body: text fields into an object, the `cv` file into memory (at
 * most 5 MB, enforced while streaming). Nothing touches the disk here.
 */
async function readApplicationForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; cv: ReceivedCv | undefined }> {
  if (!request.isMultipart()) {
    const contentType = request.headers["content-type"] ?? "(none)";
    throw new HttpError(
      415,
      `Content type ${contentType} is not accepted here; send multipart/form-data with the CV`,
    );
  }
  const fields: Record<string, string> = {};
  let cv: ReceivedCv | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "cv") {
          throw new HttpError(422, `${part.fieldname}: Unexpected file; send the CV as cv`);
        }
        cv = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw describeMultipartFailure(error);
  }
  return { fields, cv };
}

function describeMultipartFailure(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = "code" in error ? error.code : undefined;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return new HttpError(413, "cv: The CV is larger than 5 MB; send a smaller file");
  }
  if (code === "FST_FILES_LIMIT") return new HttpError(413, "Send one CV file only");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new HttpError(413, "The form has more fields than an application needs");
  }
  // Everything else the parser throws (a missing boundary, a truncated part, a broken header)
  // means the body is not a readable form: the sender's fault, not ours.
  return new HttpError(400, "The form could not be read: the multipart body is malformed");
}

/** `name: Required; email: Invalid email address` — the errors plugin's format, for a form body. */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.join(".") || "body";
    const message = /received undefined$/.test(issue.message) ? "Required" : issue.message;
    return `${field}: ${message}`;
  });
}
