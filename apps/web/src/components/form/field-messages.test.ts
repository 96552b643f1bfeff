import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n/i18n.ts";
import { fieldMessage } from "./field-messages.ts";

describe("fieldMessage", () => {
  beforeAll(() => i18n.loadLanguages("de"));
  const en = () => i18n.getFixedT("en");
  const de = () => i18n.getFixedT("de");

  it("translates a zod issue with its limit", () => {
    const tooShort = { code: "too_small", message: "Too small", minimum: 20 };
    expect(fieldMessage(en(), "en", tooShort)).toBe("Write at least 20 characters.");
    expect(fieldMessage(de(), "de", tooShort)).toBe("Schreiben Sie mindestens 20 Zeichen.");
    expect(fieldMessage(de(), "de", { code: "too_small", message: "Required" })).toBe(
      "Pflichtfeld.",
    );
  });

  it("shows the server's English sentence to English readers only; the form's own key wins", () => {
    const taken = { code: "server", message: "Already taken", status: 409 };
    expect(fieldMessage(en(), "en", taken)).toBe("Already taken");
    expect(fieldMessage(de(), "de", taken)).toBe("Bitte prüfen Sie dieses Feld.");
    expect(fieldMessage(en(), "en", taken, "jobs.errors.email")).toBe(
      "Enter an e-mail address such as name@example.com.",
    );
  });
});
