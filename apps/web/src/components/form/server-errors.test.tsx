import { act } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useContractForm } from "../../hooks/use-contract-form.ts";
import { HttpError, request } from "../../lib/http/http-client.ts";
import { useMountedRoot } from "../../test-support/mounted-root.tsx";
import { TextField } from "../text-field.tsx";
import { serverProblems } from "./server-errors.ts";
import { SubmitButton } from "./submit-button.tsx";

const refusal = (status: number, detail?: string) =>
  new HttpError("http", "errors.invalidInput", status, detail);

describe("serverProblems", () => {
  const fields = ["name", "email", "cv"] as const;

  it("maps the fields a 409/413/415/422 names, in the form's order", () => {
    expect(serverProblems(refusal(422, "email: Taken; name: Required; other: x"), fields)).toEqual([
      ["name", { code: "server", message: "Required", status: 422 }],
      ["email", { code: "server", message: "Taken", status: 422 }],
    ]);
  });

  it("gives a refusal naming no field to the field its status belongs to", () => {
    expect(
      serverProblems(refusal(413, "Request body is too large"), fields, { 413: "cv" }),
    ).toEqual([["cv", { code: "server", message: "Request body is too large", status: 413 }]]);
    expect(serverProblems(refusal(413, "Request body is too large"), fields)).toEqual([]);
    expect(serverProblems(refusal(500, "name: no"), fields)).toEqual([]);
    expect(serverProblems(new Error("boom"), fields)).toEqual([]);
  });
});

const schema = z.strictObject({ name: z.string().trim().min(1), email: z.string().max(254) });

function Probe() {
  const form = useContractForm(schema, { defaultValues: { name: "", email: "" } });
  const onSubmit = form.submit((values) => request("/api/probe", { json: values }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField id="probe-name" label="Name" {...form.field("name")} />
      <TextField id="probe-email" label="E-mail" {...form.field("email")} />
      <SubmitButton sending={form.sending} label="Send" sendingLabel="Sending" />
    </form>
  );
}

describe("useContractForm", () => {
  const { fetchMock, container, render } = useMountedRoot();

  const input = (id: string) => container().querySelector<HTMLInputElement>(`#${id}`)!;
  async function fill(id: string, value: string) {
    await act(async () => {
      // Through the prototype's setter, as a browser does, so React sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        input(id),
        value,
      );
      input(id).dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  const submit = () =>
    act(async () => {
      container()
        .querySelector("form")
        ?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });

  it("checks with the schema first: the error goes under the field, which gets the focus", async () => {
    await render(<Probe />);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input("probe-name").getAttribute("aria-invalid")).toBe("true");
    expect(input("probe-name").getAttribute("aria-describedby")).toBe("probe-name-error");
    expect(container().querySelector("#probe-name-error")?.textContent).toBe("Required.");
    expect(document.activeElement).toBe(input("probe-name"));
  });

  it("puts a server refusal on its field, focuses it and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ detail: "email: Another account uses this address" }), {
        status: 409,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await render(<Probe />);
    await fill("probe-name", "Ada");
    await fill("probe-email", "ada@example.com");
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container().querySelector("#probe-email-error")?.textContent).toBe(
      "Another account uses this address",
    );
    expect(input("probe-email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("probe-email"));
    expect(input("probe-name").value).toBe("Ada");
    expect(container().querySelector("button")?.disabled).toBe(false);
  });
});
