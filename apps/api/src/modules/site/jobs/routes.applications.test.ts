import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "../../../db/schema.ts";
import { clientAddressSeries, outboxFor, rowCount } from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp, asTableOwner } from "../../../test-support/test-app.ts";
import { detectCvKind } from "./cv-file.ts";
import { jobsRequests, type Cv } from "./test-support.ts";

// --- Real documents, built here --------------------------------------------------------------

const tinyPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

/** A ZIP archive with stored (uncompressed) entries, as the format describes it. */
function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(text, "utf8");
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const tinyDocx = zipArchive({
  "[Content_Types].xml":
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "word/document.xml":
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Katherine Johnson — IT asset manager</w:t></w:r></w:p></w:body></w:document>',
});

const tinyPng = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0b0e1d30000000049454e44ae426082",
  "hex",
);

describe("detectCvKind", () => {
  it("recognises PDF and DOCX by content and nothing else", () => {
    expect(detectCvKind(tinyPdf)).toBe("pdf");
    expect(detectCvKind(tinyDocx)).toBe("docx");
    expect(detectCvKind(tinyPng)).toBeUndefined();
    expect(detectCvKind(zipArchive({ "notes.txt": "word/document.xml" }))).toBeUndefined();
    expect(detectCvKind(Buffer.from("PK\u0003\u0004 truncated", "latin1"))).toBeUndefined();
    expect(detectCvKind(Buffer.alloc(0))).toBeUndefined();
  });
});

// --- The API ------------------------------------------------------------------------------------

const validFields = (jobId: number) => ({
  jobId: String(jobId),
  name: "Katherine Johnson",
  email: "Katherine@Example.com",
  phone: "+1 (757) 555-0100",
  linkedinUrl: "",
  coverLetter:
    "I kept 3,000 laptops patched and encrypted at my last job and passed two ISO 27001 audits.",
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

  const { post, apply, firstJobId } = jobsRequests(() => app, nextClient);

  const pdf: Cv = { bytes: tinyPdf, filename: "katherine-johnson-cv.pdf", type: "application/pdf" };

  const storedCvFiles = async () =>
    readdir(path.join(dataDir, "job-applications")).catch(() => [] as string[]);

  describe("POST /api/jobs/applications", () => {
    it("stores an application with a PDF CV, the file on disk and a confirmation e-mail", async () => {
      const jobId = await firstJobId();
      const response = await apply(validFields(jobId), pdf);

      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json();
      const [row] = await app.db.orm
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.id, id));
      expect(row).toMatchObject({
        jobId,
        name: "Katherine Johnson",
        email: "katherine@example.com",
        phone: "+1 (757) 555-0100",
        linkedinUrl: null,
        cvType: "pdf",
        cvBytes: tinyPdf.length,
        cvOriginalName: "katherine-johnson-cv.pdf",
      });
      // A random name, not the applicant's, holding exactly the bytes sent.
      expect(row?.cvFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const stored = await readFile(path.join(dataDir, "job-applications", row?.cvFile ?? ""));
      expect(stored.equals(tinyPdf)).toBe(true);

      const mail = (await outboxFor(app, "katherine@example.com")).at(-1);
      expect(mail).toMatchObject({
        template: "job-application",
        subject: "We received your application",
      });
      expect(mail?.text).toContain("Senior Backend Engineer (TypeScript) at Fleetward");
      expect(mail?.link).toBe(`${app.config.publicUrl}/page-job-detail/${jobId}`);
    });

    it("accepts a DOCX CV and writes the confirmation in the applicant's language", async () => {
      const form = new FormData();
      const jobId = await firstJobId();
      const fields = { ...validFields(jobId), email: "docx@example.com", locale: "de" };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await apply(fields, {
        bytes: tinyDocx,
        filename: "lebenslauf.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      });

      expect(response.statusCode, response.body).toBe(201);
      const [row] = await app.db.orm
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.id, response.json().id));
      expect(row?.cvType).toBe("docx");
      expect(row?.cvFile).toMatch(/\.docx$/);
      const [mail] = await outboxFor(app, "docx@example.com");
      expect(mail?.subject).toBe("Wir haben Ihre Bewerbung erhalten");
    });

    async function expectNothingStored(
      response: Awaited<ReturnType<typeof apply>>,
      status: number,
      detail: RegExp,
    ) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().detail).toMatch(detail);
    }

    it("refuses a PNG named .pdf, a ZIP that is not a Word document, and stores nothing", async () => {
      const jobId = await firstJobId();
      const before = { rows: await rowCount(app, jobApplications), files: await storedCvFiles() };

      await expectNothingStored(
        await apply(validFields(jobId), {
          bytes: tinyPng,
          filename: "cv.pdf",
          type: "application/pdf",
        }),
        415,
        /^cv: The CV must be a PDF or a Word \(\.docx\) document/,
      );
      await expectNothingStored(
        await apply(validFields(jobId), {
          bytes: zipArchive({ "cv.txt": "hello" }),
          filename: "cv.docx",
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }),
        415,
        /^cv: The CV must be a PDF or a Word/,
      );
      expect(await rowCount(app, jobApplications)).toBe(before.rows);
      expect(await storedCvFiles()).toEqual(before.files);
    });

    it("refuses a CV over 5 MB with 413 and stores nothing", async () => {
      const jobId = await firstJobId();
      const before = { rows: await rowCount(app, jobApplications), files: await storedCvFiles() };
      const big = Buffer.concat([tinyPdf, Buffer.alloc(5 * 1024 * 1024, 0x20)]);

      await expectNothingStored(
        await apply(validFields(jobId), { ...pdf, bytes: big }),
        413,
        /^cv: The CV is larger than 5 MB/,
      );
      expect(await rowCount(app, jobApplications)).toBe(before.rows);
      expect(await storedCvFiles()).toEqual(before.files);

      // Exactly 5 MB is allowed.
      const atLimit = Buffer.concat([
        tinyPdf,
        Buffer.alloc(5 * 1024 * 1024 - tinyPdf.length, 0x20),
      ]);
      expect((await apply(validFields(jobId), { ...pdf, bytes: atLimit })).statusCode).toBe(201);
    });

    it("names every missing or invalid field with 422", async () => {
      const response = await apply({ jobId: "1", email: "not-an-address" });
      expect(response.statusCode).toBe(422);
      const detail = response.json().detail;
      for (const expected of [
        "name: Required",
        "email: Invalid email address",
        "coverLetter: Required",
        "cv: Required",
      ]) {
        expect(detail).toContain(expected);
      }
      expect((await apply({ ...validFields(1), isAdmin: "true" }, pdf)).json().detail).toBe(
        'body: Unrecognized key: "isAdmin"',
      );
    });

    it("refuses an opening that is not live, and a JSON body", async () => {
      const closed = await apply(validFields(999_999), pdf);
      expect(closed.statusCode).toBe(422);
      expect(closed.json().detail).toBe("jobId: This job is not open for applications");

      const json = await post("/api/jobs/applications", validFields(1));
      expect(json.statusCode).toBe(415);
      expect(json.json().detail).toMatch(/send multipart\/form-data with the CV$/);
    });

    it("answers a broken multipart body with 400 and keeps nothing", async () => {
      const before = { rows: await rowCount(app, jobApplications), files: await storedCvFiles() };
      for (const payload of ["{}", "------fleetward\r\nContent-Disposition: form-data\r\n"]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/jobs/applications",
          headers: { "content-type": "multipart/form-data; boundary=----fleetward" },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toMatch(/form could not be read/);
      }
      expect(await rowCount(app, jobApplications)).toBe(before.rows);
      expect(await storedCvFiles()).toEqual(before.files);
    });

    it("answers a filled spam trap like a success and keeps nothing", async () => {
      const before = { rows: await rowCount(app, jobApplications), files: await storedCvFiles() };
      const response = await apply(
        {
          ...validFields(await firstJobId()),
          email: "bot@example.com",
          website: "http://spam.example",
        },
        pdf,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().received).toBe(true);
      expect(await rowCount(app, jobApplications)).toBe(before.rows);
      expect(await storedCvFiles()).toEqual(before.files);
      expect(await outboxFor(app, "bot@example.com")).toEqual([]);
    });

    it("removes the stored CV again when the transaction fails", async () => {
      const jobId = await firstJobId();
      const before = { rows: await rowCount(app, jobApplications), files: await storedCvFiles() };
      // Make the insert fail inside the database, after the file has been written.
      await asTableOwner(
        app,
        `create function refuse_application() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      );
      await asTableOwner(
        app,
        `create trigger refuse_application before insert on job_applications for each row execute function refuse_application()`,
      );
      try {
        const response = await apply({ ...validFields(jobId), email: "unlucky@example.com" }, pdf);
        expect(response.statusCode).toBe(500);
        expect(response.json().detail).toBe("Internal server error");
      } finally {
        await asTableOwner(app, `drop trigger refuse_application on job_applications`);
        await asTableOwner(app, `drop function refuse_application()`);
      }
      expect(await rowCount(app, jobApplications)).toBe(before.rows);
      expect(await storedCvFiles()).toEqual(before.files);
      expect(await outboxFor(app, "unlucky@example.com")).toEqual([]);
    });

    it("allows 5 applications a minute per client, then 429", async () => {
      const client = nextClient();
      const jobId = await firstJobId();
      for (let i = 0; i < 5; i++) {
        expect((await apply(validFields(jobId), pdf, client)).statusCode).toBe(201);
      }
      const limited = await apply(validFields(jobId), pdf, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Too many requests/);
    });
  });
});
