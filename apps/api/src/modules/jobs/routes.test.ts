import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, jobPostings } from "../../db/schema.ts";
import { testDatabases } from "../../test-support/databases.ts";
import { formEndpointCases, formEndpointClient } from "../../test-support/form-endpoint-cases.ts";
import { createTestApp } from "../../test-support/test-app.ts";

const validApplication = () => ({
  jobId: "senior-frontend-engineer",
  name: "Katherine Johnson",
  email: "katherine@example.com",
  phone: "+1 (757) 555-0100",
  linkedinUrl: "https://www.linkedin.com/in/katherine-johnson",
  coverLetter:
    "I kept 3,000 laptops patched and encrypted at my last job and passed two ISO 27001 audits.",
});

const validPosting = () => ({
  title: "IT Asset Manager",
  company: "Northwind Traders",
  category: "Asset management",
  location: "Lyon, France",
  workplace: "Hybrid",
  type: "Full-time",
  salary: "€55,000 – €65,000 per year",
  description:
    "Own the lifecycle of 5,000 devices: procurement, inventory, audits and secure disposal. " +
    "You will work with finance and security.",
  contactEmail: "jobs@northwind.example",
});

describe.each(testDatabases)("job board forms on $name", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  describe("POST /api/jobs/applications", () => {
    const form = formEndpointClient(
      { url: "/api/jobs/applications", table: jobApplications },
      () => app,
    );
    const apply = (payload: Record<string, unknown>) => form.post(payload);
    const storedApplication = form.storedRow;

    it("stores the application and answers 201 with its id", async () => {
      const response = await apply({ ...validApplication(), email: "Katherine@Example.COM" });

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), received: true });
      expect(await storedApplication(body.id)).toMatchObject({
        ...validApplication(),
        email: "katherine@example.com",
      });
    });

    it("stores empty or missing optional fields as null, as the page sends them", async () => {
      const empty = await apply({ ...validApplication(), phone: "", linkedinUrl: " " });
      const { phone: _phone, linkedinUrl: _linkedinUrl, ...required } = validApplication();
      const missing = await apply(required);

      for (const response of [empty, missing]) {
        expect(response.statusCode).toBe(201);
        expect(await storedApplication(response.json().id)).toMatchObject({
          phone: null,
          linkedinUrl: null,
        });
      }
    });

    it("refuses a malformed job id, phone number or LinkedIn address", async () => {
      const response = await apply({
        ...validApplication(),
        jobId: "../etc/passwd",
        phone: "call me maybe",
        linkedinUrl: "https://linkedin.evil.example/in/x",
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        "jobId: Must be a job id such as senior-frontend-engineer; " +
          "phone: Must be a phone number such as +49 30 1234567; " +
          "linkedinUrl: Must be a LinkedIn profile address such as https://www.linkedin.com/in/your-name",
      );
    });

    it("refuses a cover letter under 50 characters", async () => {
      const response = await apply({ ...validApplication(), coverLetter: "Hire me, please." });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        "coverLetter: Too small: expected string to have >=50 characters",
      );
    });

    formEndpointCases(
      {
        url: "/api/jobs/applications",
        table: jobApplications,
        valid: validApplication,
        line: { field: "name", max: 120 },
        text: { field: "coverLetter", max: 5000 },
      },
      () => app,
    );
  });

  describe("POST /api/jobs/postings", () => {
    const form = formEndpointClient({ url: "/api/jobs/postings", table: jobPostings }, () => app);
    const submit = (payload: Record<string, unknown>) => form.post(payload);
    const storedPosting = form.storedRow;

    it("stores the posting as pending review and answers 201", async () => {
      const response = await submit({ ...validPosting(), contactEmail: "Jobs@Northwind.Example" });

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "pending" });
      const { type, ...rest } = validPosting();
      expect(await storedPosting(body.id)).toMatchObject({
        ...rest,
        employmentType: type,
        contactEmail: "jobs@northwind.example",
        status: "pending",
      });
    });

    it("accepts the choices the page offers and refuses others", async () => {
      const response = await submit({
        ...validPosting(),
        category: "Marketing",
        workplace: "Moon",
        type: "Internship",
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        'category: Invalid option: expected one of "Engineering"|"Security"|"IT operations"|"Asset management"|"Customer success"; ' +
          'workplace: Invalid option: expected one of "Remote"|"Hybrid"|"On-site"; ' +
          'type: Invalid option: expected one of "Full-time"|"Part-time"|"Contract"',
      );
    });

    it("requires a salary range and a description of at least 100 characters", async () => {
      const response = await submit({ ...validPosting(), salary: "", description: "Great job!" });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        "salary: Required; description: Too small: expected string to have >=100 characters",
      );
    });

    formEndpointCases(
      {
        url: "/api/jobs/postings",
        table: jobPostings,
        valid: validPosting,
        line: { field: "title", max: 120 },
        text: { field: "description", max: 8000 },
      },
      () => app,
    );
  });
});
