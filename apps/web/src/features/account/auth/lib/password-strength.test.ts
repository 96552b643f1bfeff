import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength.ts";

describe("passwordStrength", () => {
  it("calls anything under 8 characters weak", () => {
    expect(passwordStrength("Ab1!xyz")).toBe("weak");
  });

  it("calls a short single-class password weak", () => {
    expect(passwordStrength("lowercase")).toBe("weak");
  });

  it("calls a 12-character password or a varied one fair", () => {
    expect(passwordStrength("lowercaseabc")).toBe("fair");
    expect(passwordStrength("Password1!")).toBe("fair");
  });

  it("calls a long passphrase or a long varied password strong", () => {
    expect(passwordStrength("correct horse battery staple")).toBe("strong");
    expect(passwordStrength("Fleet-ward-2025!")).toBe("strong");
  });
});
