import type { Locator, Page } from "playwright-core";

/**
 * Presses Tab, as a keyboard user would, until the focus is on `target` (an element, or any
 * element matching a selector); throws when `maxPresses` do not get there.
 */
export async function tabTo(page: Page, target: Locator | string, maxPresses = 80) {
  const focused = () =>
    typeof target === "string"
      ? page.evaluate((s) => document.activeElement?.matches(s) ?? false, target)
      : target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await focused()) return;
    await page.keyboard.press("Tab");
  }
  if (!(await focused())) throw new Error(`could not reach ${String(target)} with Tab`);
}
