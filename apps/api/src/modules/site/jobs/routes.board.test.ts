import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobListings } from "../../../db/schema.ts";
import { clientAddressSeries, outboxFor } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { jobsRequests } from "./test-support.ts";

const validPosting = () => ({
  title: "IT Asset Manager",
  company: "Northwind Traders",
  category: "asset-management",
  location: "Lyon, France",
  workplace: "hybrid",
  type: "full-time",
  salary: "€55,000 – €65,000 per year",
  description:
    "Own the lifecycle of 5,000 devices: procurement, inventory, audits and secure disposal. " +
    "You will work with finance and security.",
  requirements: "- 3+ years in IT asset management\n- Fluent French and English",
  contactEmail: "jobs@northwind.example",
});

describe.each(testDatabases)("job board API on $name", (database) => {
  let app: FastifyInstance;
  let dataDir: string;
  const nextClient = clientAddressSeries(0x70b);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-jobs-"));
    app = await createTestApp(database, { config: { dataDir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const { get, post, customerToken, operatorToken } = jobsRequests(() => app, nextClient);

  describe("reading the board", () => {
    it("lists the seeded live openings, newest first, with their companies", async () => {
      const response = await get("/api/jobs");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(10);
      expect(body.page).toBe(1);
      expect(body.page_size).toBe(12);
      const dates = body.items.map((job: { published_at: string }) => job.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.items[0]).toMatchObject({
        slug: "senior-backend-engineer",
        company: { slug: "fleetward", name: "Fleetward", initials: "FW", tone: "blue" },
        type: "full-time",
        workplace: "remote",
        remote: true,
      });
    });

    it("filters by type, location, remote and text, and pages", async () => {
      const contract = (await get("/api/jobs?type=contract")).json();
      expect(contract.items.map((job: { slug: string }) => job.slug)).toEqual([
        "it-operations-engineer-mac",
      ]);

      const london = (await get("/api/jobs?location=LONDON")).json();
      expect(london.items.map((job: { slug: string }) => job.slug)).toEqual([
        "it-support-engineer",
      ]);

      const remote = (await get("/api/jobs?remote=true")).json();
      expect(remote.total).toBe(3);
      expect(remote.items.every((job: { remote: boolean }) => job.remote)).toBe(true);

      const search = (await get("/api/jobs?q=macbooks%20audit")).json();
      expect(search.items.map((job: { slug: string }) => job.slug)).toEqual([
        "it-operations-engineer-mac",
      ]);
      // Company names are searched too; wildcards are plain characters.
      expect((await get("/api/jobs?q=Meridian")).json().total).toBe(1);
      expect((await get("/api/jobs?q=%25")).json().total).toBe(0);

      const page2 = (await get("/api/jobs?page=2&page_size=4")).json();
      expect(page2).toMatchObject({ total: 10, page: 2, page_size: 4 });
      expect(page2.items).toHaveLength(4);
      expect((await get("/api/jobs?page=9&page_size=4")).json().items).toEqual([]);
    });

    it("refuses unknown filter values with 422 naming the parameter", async () => {
      const response = await get("/api/jobs?type=freelance&page_size=500");
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/^type: Invalid option.*page_size: Too big/);
    });

    it("shows one opening by id or slug, and 404 for unknown ones", async () => {
      const bySlug = await get("/api/jobs/it-support-engineer");
      expect(bySlug.statusCode).toBe(200);
      const job = bySlug.json();
      expect(job).toMatchObject({
        title: "IT Support Engineer",
        company: { slug: "harcourt-vale" },
        requirements: expect.arrayContaining(["2+ years of second-line support"]),
        perks: expect.any(Array),
      });
      expect((await get(`/api/jobs/${job.id}`)).json().slug).toBe("it-support-engineer");

      for (const unknown of ["999999", "no-such-job", "Bad%20Slug"]) {
        const response = await get(`/api/jobs/${unknown}`);
        expect(response.statusCode, unknown).toBe(404);
        expect(response.json().detail).toBe("No open job with this id");
      }
    });

    it("lists companies with live job counts and shows one with its openings", async () => {
      const companies = (await get("/api/jobs/companies")).json();
      expect(companies).toHaveLength(8);
      const fleetward = companies.find((company: { slug: string }) => company.slug === "fleetward");
      expect(fleetward.live_jobs).toBe(3);

      const detail = await get(`/api/jobs/companies/${fleetward.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ name: "Fleetward", founded: 2023 });
      expect(detail.json().jobs).toHaveLength(3);
      expect((await get("/api/jobs/companies/fleetward")).json().id).toBe(fleetward.id);
      expect((await get("/api/jobs/companies/nobody")).statusCode).toBe(404);
    });

    it("lists candidate profiles and shows one", async () => {
      const candidates = (await get("/api/jobs/candidates")).json();
      expect(candidates.length).toBeGreaterThanOrEqual(8);
      const detail = await get(`/api/jobs/candidates/${candidates[0].slug}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        name: candidates[0].name,
        experience: expect.arrayContaining([expect.objectContaining({ role: expect.any(String) })]),
      });
      expect((await get("/api/jobs/candidates/424242")).statusCode).toBe(404);
    });
  });

  describe("posting and reviewing openings", () => {
    it("needs a signed-in user to post, and stores the posting as pending", async () => {
      const anonymous = await post("/api/jobs/postings", validPosting());
      expect(anonymous.statusCode).toBe(401);
      // 401 comes first, even for a body that would not validate.
      expect((await post("/api/jobs/postings", {})).statusCode).toBe(401);

      const { token } = await customerToken();
      const response = await post("/api/jobs/postings", validPosting(), token);
      expect(response.statusCode, response.body).toBe(201);
      const { id, status } = response.json();
      expect(status).toBe("pending");

      const [row] = await app.db.orm.select().from(jobListings).where(eq(jobListings.id, id));
      expect(row).toMatchObject({
        status: "pending",
        companyId: null,
        companyName: "Northwind Traders",
        requirements: ["3+ years in IT asset management", "Fluent French and English"],
        publishedAt: null,
      });
      expect(row?.slug).toMatch(/^it-asset-manager-[0-9a-f]{6}$/);
      // Not on the board until approved.
      expect((await get(`/api/jobs/${id}`)).statusCode).toBe(404);
      expect((await get("/api/jobs?q=Northwind")).json().total).toBe(0);
    });

    it("lets only operators review: 401 without a token, 403 for a customer", async () => {
      const { token } = await customerToken();
      expect((await get("/api/admin/job-postings")).statusCode).toBe(401);
      expect((await get("/api/admin/job-postings", token)).statusCode).toBe(403);
      const approve = await post("/api/admin/job-postings/1/approve", undefined, token);
      expect(approve.statusCode).toBe(403);
      expect(approve.json().detail).toBe("This action is for Fleetward operators only");
      const reject = await post(
        "/api/admin/job-postings/1/reject",
        { reason: "Spam listing" },
        token,
      );
      expect(reject.statusCode).toBe(403);
    });

    it("approval makes a posting live, e-mails the submitter, and cannot be repeated", async () => {
      const { account, token } = await customerToken();
      const posting = {
        ...validPosting(),
        title: "Endpoint Engineer (Intune)",
        company: "Contoso Dental",
      };
      const { id } = (await post("/api/jobs/postings", posting, token)).json();
      const operator = await operatorToken();

      const queue = (await get("/api/admin/job-postings?status=pending", operator)).json();
      expect(queue.items.find((item: { id: number }) => item.id === id)).toMatchObject({
        title: "Endpoint Engineer (Intune)",
        company_name: "Contoso Dental",
        status: "pending",
        submitted_by: { email: account.email.toLowerCase() },
      });

      const approved = await post(`/api/admin/job-postings/${id}/approve`, undefined, operator);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({ id, status: "live" });

      const live = (await get("/api/jobs?q=Contoso")).json();
      expect(live.items.map((job: { id: number }) => job.id)).toEqual([id]);
      expect(live.items[0].company).toMatchObject({
        id: null,
        name: "Contoso Dental",
        initials: "CD",
      });
      expect((await get(`/api/jobs/${id}`)).statusCode).toBe(200);

      const mail = (await outboxFor(app, account.email.toLowerCase())).at(-1);
      expect(mail).toMatchObject({
        template: "job-posting-live",
        subject: "Your job listing is live",
      });

      const again = await post(`/api/admin/job-postings/${id}/approve`, undefined, operator);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe("This posting was already decided: it is live");
      expect(
        (await post("/api/admin/job-postings/999999/approve", undefined, operator)).statusCode,
      ).toBe(404);
    });

    it("rejection needs a reason, keeps the posting off the board and tells the submitter why", async () => {
      const { account, token } = await customerToken();
      const { id } = (await post("/api/jobs/postings", validPosting(), token)).json();
      const operator = await operatorToken();

      const noReason = await post(`/api/admin/job-postings/${id}/reject`, { reason: "" }, operator);
      expect(noReason.statusCode).toBe(422);

      const rejected = await post(
        `/api/admin/job-postings/${id}/reject`,
        { reason: "The salary range is missing a currency." },
        operator,
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toEqual({ id, status: "rejected" });
      expect((await get(`/api/jobs/${id}`)).statusCode).toBe(404);

      const mail = (await outboxFor(app, account.email.toLowerCase())).at(-1);
      expect(mail?.template).toBe("job-posting-rejected");
      expect(mail?.text).toContain("The salary range is missing a currency.");

      const listed = (await get("/api/admin/job-postings?status=rejected", operator)).json();
      expect(listed.items.find((item: { id: number }) => item.id === id)).toMatchObject({
        rejection_reason: "The salary range is missing a currency.",
      });
      const late = await post(`/api/admin/job-postings/${id}/approve`, undefined, operator);
      expect(late.statusCode).toBe(409);
    });
  });
});
