import autocannon from "autocannon";
import { newAccount, registerAndSignIn } from "../../e2e/support/accounts.ts";

export type LoadResult = {
  scenario: string;
  rps: number;
  p50: number;
  /** From every response's own time (autocannon's histogram has no p95). */
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

type Scenario = {
  name: string;
  url: string;
  connections?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Gives every request its own client address (behind a trusted proxy). */
  rotateClientAddress?: boolean;
  /** A run before the measured one (JIT, pools, caches), left out of the figures. */
  warmup?: { connections: number; duration: number };
};

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 8);

let address = 0;
/** Documentation-range IPv6 addresses, one /64 each, so per-address limits never merge them. */
const nextClientAddress = () => `2001:db8:${(++address % 65535).toString(16)}::1`;

export async function load(scenario: Scenario, seconds = benchSeconds): Promise<LoadResult> {
  const times: number[] = [];
  // The promise form is also the event emitter (the types only say Promise).
  const run = autocannon({
    url: scenario.url,
    connections: scenario.connections ?? 50,
    duration: seconds,
    method: scenario.method ?? "GET",
    headers: scenario.headers,
    body: scenario.body,
    requests: scenario.rotateClientAddress
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, "x-forwarded-for": nextClientAddress() },
            }),
          },
        ]
      : undefined,
    // autocannon ≥ 7.11 runs this first; its responses do not reach the listener below.
    ...(scenario.warmup && { warmup: scenario.warmup }),
  } as autocannon.Options) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  run.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  return {
    scenario: scenario.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: percentile(times, 0.95),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

export type ProductFixtures = { postId: string; token: string; loginBody: string };

/** A post id, a signed-in user's token and a valid login body, prepared through the API itself. */
export async function prepareFixtures(baseUrl: string, runId: string): Promise<ProductFixtures> {
  const list = (await (await fetch(`${baseUrl}/api/post/list`)).json()) as {
    items: { id: string }[];
  };
  const postId = list.items[0]?.id;
  if (!postId) throw new Error("the post list is empty: was the content seeded?");

  const account = newAccount(`bench${runId}`);
  const token = await registerAndSignIn(baseUrl, account);
  const loginBody = new URLSearchParams({
    username: account.email,
    password: account.password,
  }).toString();
  return { postId, token, loginBody };
}

/** Every API scenario of the issue against one running product. */
export async function benchProduct(baseUrl: string, fixtures: ProductFixtures) {
  const results: LoadResult[] = [];
  results.push(await load({ name: "GET /api/post/list", url: `${baseUrl}/api/post/list` }));
  results.push(
    await load({
      name: "GET /api/post/list/{id}",
      url: `${baseUrl}/api/post/list/${fixtures.postId}`,
    }),
  );
  results.push(
    await load({
      name: "GET /api/user/me/details",
      url: `${baseUrl}/api/user/me/details`,
      headers: { authorization: `Bearer ${fixtures.token}` },
    }),
  );
  const loginScenario = {
    name: "POST /api/customer/auth/login",
    url: `${baseUrl}/api/customer/auth/login`,
    method: "POST" as const,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: fixtures.loginBody,
    rotateClientAddress: true,
  };
  results.push(await load(loginScenario));

  // A storm of logins (argon2 is deliberately slow) next to ordinary reads.
  const [storm, reads] = await Promise.all([
    load({ ...loginScenario, name: "login storm (20 conn.)", connections: 20 }),
    load({
      name: "GET /api/post/list during login storm",
      url: `${baseUrl}/api/post/list`,
      connections: 10,
    }),
  ]);
  results.push(reads, storm);
  return results;
}
