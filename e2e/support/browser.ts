import { existsSync } from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";

/** Debian's Chromium; never a downloaded browser. A missing browser fails the run, it never skips it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** `extraArgs`: more Chromium switches, e.g. host-resolver rules for a test domain. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium'.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      ...extraArgs,
    ],
  });
}

/** Collects uncaught page errors and failed console errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export type VisitorPage = { context: BrowserContext; page: Page; errors: string[] };

/**
 * A page in a context of its own, for a visitor who has already answered the cookie notice
 * (unless `answeredCookieNotice` is false) and, given a `token`, holds that session.
 */
export async function newVisitorPage(
  browser: Browser,
  {
    token,
    answeredCookieNotice = true,
    ...contextOptions
  }: BrowserContextOptions & { token?: string; answeredCookieNotice?: boolean } = {},
): Promise<VisitorPage> {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(
    ([answered, stored]) => {
      if (answered) localStorage.setItem("cookieNotice", "accepted");
      if (stored) localStorage.setItem("token", stored);
    },
    [answeredCookieNotice, token ?? ""] as const,
  );
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/**
 * Waits until the locator matches exactly `count` elements: a list that re-renders after a
 * filter still shows its old rows for a moment, so counting at once would race it.
 */
export async function waitForCount(locator: Locator, count: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let seen = await locator.count();
  while (seen !== count) {
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} matches of ${locator.toString()}, still ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await locator.count();
  }
}

/**
 * Waits until a field holds `value`: a form that resets after its request re-renders a moment
 * after what the request changed elsewhere on the page.
 */
export async function waitForValue(locator: Locator, value: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let seen = await locator.inputValue();
  while (seen !== value) {
    if (Date.now() > deadline) {
      throw new Error(`expected ${locator.toString()} to hold "${value}", still "${seen}"`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await locator.inputValue();
  }
}

/**
 * Waits until React has hydrated the element (attached its props): on a prerendered page the
 * HTML is there before the handlers, and a change made in between is lost.
 */
export async function waitForHydration(locator: Locator, timeoutMs = 30_000) {
  await locator.evaluate(
    (element, deadline) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (Object.keys(element).some((key) => key.startsWith("__reactProps$"))) resolve();
          else if (Date.now() > deadline) reject(new Error("not hydrated in time"));
          else setTimeout(check, 25);
        };
        check();
      }),
    Date.now() + timeoutMs,
  );
}
