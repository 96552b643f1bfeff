import type { Page, Request } from "playwright-core";

/** What draws the page: its code, styles and data. Images, media and fonts are left out. */
const drawingResources = new Set(["document", "script", "stylesheet", "fetch", "xhr"]);

/**
 * Counts the page's requests to `origin` for code and data. `settled()` resolves once none is
 * in flight and none has started or ended for `quietMs`, i.e. the data has arrived and React has
 * drawn it. Playwright's "networkidle" waits 500 ms after every request, media and embeds
 * included, so a page with a video or a slow image cost seconds more per visit for no assertion.
 * Call before `page.goto`.
 */
export function watchRequests(page: Page, origin: string) {
  let inFlight = 0;
  let lastChange = Date.now();
  const counts = (request: Request) =>
    drawingResources.has(request.resourceType()) && request.url().startsWith(origin);
  const started = (request: Request) => {
    if (!counts(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!counts(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);

  return {
    /** Bounded like networkidle was: a loaded machine may never be quiet, so give up after `timeoutMs`. */
    async settled(quietMs = 150, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while ((inFlight > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
