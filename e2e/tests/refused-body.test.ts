import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { newAccount, registerAndSignIn } from "../support/accounts.ts";
import { launchBrowser } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a refused body (issue 21)", () => {
  it("reaches Chromium's fetch as a JSON 413, 20 times of 20, at four times the limit", async () => {
    const token = await registerAndSignIn(server.baseUrl, newAccount("drain"));
    const context = await browser.newContext();
    const page = await context.newPage();
    // Any page of the server's origin will do; this one needs no web build.
    await page.goto(`${server.baseUrl}/healthz`);
    const outcomes = await page.evaluate(async (bearer) => {
      const body = new Uint8Array(4 * 1024 * 1024).fill(0x20);
      const seen: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        try {
          const response = await fetch("/api/user/me/details", {
            method: "PUT",
            headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
            body,
          });
          const json = (await response.json()) as { detail: string };
          seen.push(`${response.status} ${json.detail}`);
        } catch (error) {
          seen.push(`failed: ${String(error)}`);
        }
      }
      return seen;
    }, token);
    await context.close();
    assert.deepEqual(
      outcomes,
      Array.from({ length: 20 }, () => "413 Request body is larger than 1 MiB"),
    );
  });
});
