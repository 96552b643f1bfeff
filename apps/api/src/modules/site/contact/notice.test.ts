import { describe, expect, it } from "vitest";
import { contactNoticeMail } from "./notice.ts";

const message = {
  name: "Ada <Lovelace>",
  email: "ada@example.com",
  company: "Analytical Engines",
  topic: "sales" as const,
  message: "We manage 400 laptops.\n\n<script>alert(1)</script> Please call us.",
};

describe("contactNoticeMail", () => {
  it("states who wrote about what, quotes the message escaped, and offers a reply", () => {
    const mail = contactNoticeMail(message, { name: "Olga", locale: "en" });

    expect(mail.template).toBe("contact-message");
    expect(mail.subject).toBe("Contact form: sales — Ada <Lovelace>");
    expect(mail.text).toContain(
      "Ada <Lovelace> (ada@example.com) wrote through the contact form about sales.",
    );
    expect(mail.text).toContain("Organisation: Analytical Engines");
    expect(mail.text).toContain("<script>alert(1)</script> Please call us.");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).not.toContain("Security alert");
    expect(mail.link).toMatch(/^mailto:ada@example\.com\?subject=Re%3A%20Contact%20form/);
  });

  it("is written in the operator's language", () => {
    const mail = contactNoticeMail(
      { ...message, topic: "billing" },
      { name: "Jonas", locale: "de" },
    );
    expect(mail.subject).toBe("Kontaktformular: Abrechnung — Ada <Lovelace>");
    expect(mail.html).toContain('lang="de"');
  });
});
