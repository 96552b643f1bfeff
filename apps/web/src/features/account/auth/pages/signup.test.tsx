import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../../../lib/i18n/i18n.ts";
import { useMountedRoot } from "../../../../test-support/mounted-root.tsx";
import SignupPage from "./signup.tsx";

/** Types into a controlled input the way a browser does, so React sees the change. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("sign-up", () => {
  const { fetchMock, container, render } = useMountedRoot();

  beforeEach(() => {
    fetchMock.mockResolvedValue(
      new Response("{}", { status: 201, headers: { "Content-Type": "application/json" } }),
    );
  });
  afterEach(() => act(() => changeLocale("en")));

  it("sends the interface language, so the account's e-mails are written in it", async () => {
    await act(() => changeLocale("de"));
    await render(<SignupPage />);

    const field = (id: string) => container().querySelector<HTMLInputElement>(`#${id}`);
    await act(async () => {
      type(field("signup-username")!, "ada_l");
      type(field("signup-email")!, "ada@example.com");
      type(field("signup-password")!, "Tangerine-Viaduct-42");
      field("signup-terms")!.click();
    });
    await act(async () => {
      container()
        .querySelector("form")
        ?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain("/api/customer/auth/register");
    expect(JSON.parse(String(init.body))).toEqual({
      username: "ada_l",
      email: "ada@example.com",
      password: "Tangerine-Viaduct-42",
      accept_terms: true,
      locale: "de",
    });
  });
});
