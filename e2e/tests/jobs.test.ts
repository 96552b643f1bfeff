import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { launchBrowser, newVisitorPage } from "../support/browser.ts";
import { startMailbox } from "../support/mailbox.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let browser: Browser;
let files: string;

const applicant = { name: "Ngozi Okafor", email: "ngozi.okafor@example.com" };

before(async () => {
  files = await mkdtemp(path.join(tmpdir(), "fleetward-e2e-cv-"));
  // A real, minimal PDF and an image dressed up as one.
  await writeFile(
    path.join(files, "ngozi-okafor-cv.pdf"),
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );
  await writeFile(path.join(files, "photo.png"), Buffer.from("89504e470d0a1a0a", "hex"));
  mailbox = await startMailbox();
  server = await startServer(() => ({
    SMTP_URL: mailbox.url,
    MAIL_FROM: "Fleetward <no-reply@example.com>",
  }));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.stop();
  await rm(files, { recursive: true, force: true });
});

const freshPage = () => newVisitorPage(browser);

describe("job board, end to end", () => {
  it("filters the grid through the URL and opens a job", async () => {
    const { context, page, errors } = await freshPage();
    try {
      await page.goto(server.baseUrl + "/page-job-grid", { waitUntil: "networkidle" });
      await page.getByText("Jobs found: 10").waitFor();
      await page.getByLabel("Employment type").selectOption("contract");
      await page.waitForURL(/\?type=contract$/);
      await page.getByText("Jobs found: 1").waitFor();
      await page.getByRole("link", { name: "IT Operations Engineer (Mac fleet)" }).click();
      await page.waitForURL(/\/page-job-detail\/\d+$/);
      await page.getByRole("link", { name: "Apply for this job" }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it("applies with a PDF CV, shows the confirmation, and the e-mail arrives", async () => {
    const jobs = (await (
      await fetch(`${server.baseUrl}/api/jobs?q=technical%20writer`)
    ).json()) as {
      items: { id: number; title: string }[];
    };
    const job = jobs.items[0];
    assert.ok(job, "the seeded Technical Writer opening is live");

    const { context, page, errors } = await freshPage();
    try {
      await page.goto(`${server.baseUrl}/page-job-apply?job=${job.id}`, {
        waitUntil: "networkidle",
      });
      // The footer has its own e-mail field: look inside the application only.
      const form = page.getByRole("region", { name: "Your application" });
      await form.getByLabel("Role").waitFor();
      // The roles are options once the openings have loaded; the address chose one of them.
      await form
        .getByLabel("Role")
        .locator(`option[value="${job.id}"]`)
        .waitFor({ state: "attached" });
      assert.equal(await form.getByLabel("Role").inputValue(), String(job.id));
      await form.getByLabel("Full name").fill(applicant.name);
      await form.getByLabel("E-mail address").fill(applicant.email);
      await form
        .getByLabel("Cover letter")
        .fill(
          "I rewrote the Intune and Jamf enrolment guides at my last job and cut onboarding tickets by a third.",
        );

      // An image named like a document is refused next to the field, and nothing typed is lost.
      await form.getByLabel("CV").setInputFiles(path.join(files, "photo.png"));
      await page.getByText("Choose a PDF or Word (.docx) file.").waitFor();
      await form.getByRole("button", { name: "Send application" }).click();
      await page.getByText("Please correct the marked fields.").waitFor();
      assert.equal(await form.getByLabel("Full name").inputValue(), applicant.name);

      await form.getByLabel("CV").setInputFiles(path.join(files, "ngozi-okafor-cv.pdf"));
      await form.getByLabel(/I agree that Fleetward passes my application/).check();
      await form.getByRole("button", { name: "Send application" }).click();
      await page.getByTestId("application-sent").waitFor();
      await page.getByText(`We have sent a confirmation to ${applicant.email}`).waitFor();

      const mail = await mailbox.waitFor((message) => message.to.includes(applicant.email));
      assert.match(mail.raw, /Subject: We received your application/);
      assert.match(mail.raw.replace(/=\r?\n/g, ""), /Technical Writer/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it("asks a signed-out visitor to sign in before posting, with a link back to the form", async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(server.baseUrl + "/page-job-post", { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Sign in to post a job" }).waitFor();
      const href = await page
        .locator("#posting")
        .getByRole("link", { name: "Sign in", exact: true })
        .getAttribute("href");
      assert.equal(href, "/login?redirect=%2Fpage-job-post");
    } finally {
      await context.close();
    }
  });
});
