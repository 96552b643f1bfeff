import { describe, expect, it } from "vitest";
import "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import AboutPage from "./about.tsx";
import TestimonialsPage from "./testimonials.tsx";

/* Issue 21: the company pages state what the product does, not invented figures. */
describe("the company pages", () => {
  const { container, render } = useMountedRoot();

  it("about: what Fleetward does instead of invented figures", async () => {
    await render(<AboutPage />);
    const text = container().textContent ?? "";
    expect(text).toContain("What Fleetward does");
    expect(text).toContain("The open-source agent your devices report through");
    expect(text).not.toMatch(/640\+|212,000|99\.96%|1 h 52 min|By the numbers|27 people/);
  });

  it("testimonials: the quotes are labelled as made-up examples", async () => {
    await render(<TestimonialsPage />);
    const text = container().textContent ?? "";
    expect(text).toContain("Examples");
    expect(text).toContain("The people, organisations and quotes are made up");
    expect(text).not.toMatch(/Together they manage/);
  });
});
