import { newAccount, registerAndSignIn, signInTwoStepApi } from "../../e2e/support/accounts.ts";
import { load, type LoadResult } from "./api-bench.ts";
import { benchOperator } from "./servers.ts";

/*
 * Signed-in reads: every customer-area and workspace call first checks the bearer token
 * (and, for a workspace, the membership), so these show what that check costs next to a bare
 * Fastify answer at the same concurrency. The workspace is made the way a customer gets one:
 * trial request, operator approval, deployment job — through the API, on either engine.
 */

/** Concurrency of the workspace list budgets (issue 11). */
export const signedInConnections = 10;

export type WorkspaceFixtures = { token: string; label: string };

async function call(baseUrl: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

function trialRequest(appDomain: string) {
  return {
    company_name: "Bench Traders",
    app_name: "Bench IT",
    app_domain: appDomain,
    company_email: "it@bench.example",
    phone: "+49 30 1234567",
    street_address: "Friedrichstraße 68",
    building: "3rd floor",
    postal_code: "10117",
    city: "Berlin",
    country: "DE",
    first_name: "Hanna",
    last_name: "Krüger",
    title: "Ms",
    position: "Head of IT",
    department: "IT operations",
    accept_terms: true,
  };
}

/** A signed-in owner of a deployed workspace (its sample assets included). */
export async function prepareWorkspace(baseUrl: string, runId: string): Promise<WorkspaceFixtures> {
  const token = await registerAndSignIn(baseUrl, newAccount(`owner${runId}`));
  const label = `bench-${runId}`.toLowerCase();
  const trial = await call(baseUrl, "/api/customer/trial/create", token, trialRequest(label));
  // The operator console needs two-step sign-in (ADR 0053).
  const operator = await signInTwoStepApi(baseUrl, benchOperator);
  await call(baseUrl, `/api/admin/trials/${String(trial.id)}/approve`, operator, {});
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const current = await call(baseUrl, "/api/customer/trial", token);
    if ((current.trial as { status?: string } | null)?.status === "active") {
      return { token, label };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the bench workspace was not deployed within 60 s");
}

/** GET /api/user/me/details and a workspace list's first page, at the list budgets' concurrency. */
export async function benchSignedInReads(
  baseUrl: string,
  token: string,
  workspace: WorkspaceFixtures,
): Promise<LoadResult[]> {
  const connections = signedInConnections;
  const warmup = { connections, duration: 1 };
  return [
    await load({
      name: "GET /api/user/me/details",
      url: `${baseUrl}/api/user/me/details`,
      headers: { authorization: `Bearer ${token}` },
      connections,
      warmup,
    }),
    await load({
      name: "GET /api/workspace/assets (first page)",
      url: `${baseUrl}/api/workspace/assets`,
      headers: { authorization: `Bearer ${workspace.token}`, "x-workspace": workspace.label },
      connections,
      warmup,
    }),
    await load({
      name: "GET /api/workspace/people (first page)",
      url: `${baseUrl}/api/workspace/people`,
      headers: { authorization: `Bearer ${workspace.token}`, "x-workspace": workspace.label },
      connections,
      warmup,
    }),
  ];
}
