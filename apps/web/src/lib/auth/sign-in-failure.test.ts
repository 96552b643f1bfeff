import { describe, expect, it } from "vitest";
import { HttpError } from "../http/http-client.ts";
import { signInFailure } from "./sign-in-failure.ts";

describe("signInFailure", () => {
  it("says only that the login failed for a wrong e-mail or password", () => {
    const wrong = new HttpError("http", "errors.unauthorized", 401, "Bad credentials");
    expect(signInFailure(wrong)).toEqual({ title: "login_failed" });
  });

  it("names the reason of any other refusal instead of a generic error", () => {
    expect(signInFailure(new HttpError("http", "errors.rateLimited", 429))).toEqual({
      title: "login_failed",
      message: "errors.rateLimited",
    });
    expect(signInFailure(new HttpError("network", "errors.network"))).toEqual({
      title: "login_failed",
      message: "errors.network",
    });
  });

  it("keeps the unexpected-error line for a failure with no known cause", () => {
    expect(signInFailure(new Error("boom"))).toEqual({
      title: "login_failed",
      message: "login_error",
    });
  });
});
