import {
  jobApplicationRequestSchema,
  jobApplicationResponseSchema,
  jobPostingRequestSchema,
  jobPostingResponseSchema,
} from "@fleetward/contracts/jobs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formErrorResponses, formRateLimit } from "../../lib/forms.ts";
import { receiveJobApplication, submitJobPosting } from "./service.ts";

export async function jobsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/jobs/applications",
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ["forms"],
        summary: "Apply for a job opening",
        body: jobApplicationRequestSchema,
        response: { 201: jobApplicationResponseSchema, ...formErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = await receiveJobApplication(app.db.orm, request.body);
      request.log.info({ jobApplicationId: id, jobId: request.body.jobId }, "job application");
      return reply.code(201).send({ id, received: true });
    },
  );

  routes.post(
    "/api/jobs/postings",
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ["forms"],
        summary: "Submit a job opening for review",
        description: "The posting is stored as pending and published only after review.",
        body: jobPostingRequestSchema,
        response: { 201: jobPostingResponseSchema, ...formErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = await submitJobPosting(app.db.orm, request.body);
      request.log.info({ jobPostingId: id }, "job posting submitted");
      return reply.code(201).send({ id, status: "pending" });
    },
  );
}
