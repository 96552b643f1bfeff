import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, it } from "node:test";
import autocannon from "autocannon";
import { newAccount, registerAndSignIn } from "../support/accounts.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/*
 * Runs after the other end-to-end files, on its own (alone/): another browser test beside it
 * makes the server slower and its memory curve noisy, which is not what this measures.
 * A bounded soak on loopback: a minute of mixed traffic at 50 connections. No request may
 * fail, and the server's resident memory may not keep growing once it has warmed up.
 */
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
/**
 * Allowed RSS growth over the last two thirds of the soak. The heap and PGlite's WASM memory
 * grow to a working size first (a few hundred MB); a leak keeps growing after that.
 */
const memoryGrowthBoundMb = 64;

let server: RunningServer;
let token = "";
let postId = "";

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

before(async () => {
  server = await startServer();
  token = await registerAndSignIn(server.baseUrl, newAccount("soak"));
  const list = (await (await fetch(`${server.baseUrl}/api/post/list`)).json()) as {
    items: { id: string }[];
  };
  postId = list.items[0]!.id;
});

after(() => server?.stop());

function mixedTraffic(seconds: number) {
  return autocannon({
    url: server.baseUrl,
    connections: 50,
    duration: seconds,
    requests: [
      { method: "GET", path: "/api/post/list?page=2&page_size=5" },
      { method: "GET", path: `/api/post/list/${postId}` },
      {
        method: "GET",
        path: "/api/user/me/details",
        headers: { authorization: `Bearer ${token}` },
      },
      { method: "GET", path: "/" },
      { method: "GET", path: "/blog" },
      { method: "GET", path: "/api/post/categories" },
      { method: "GET", path: "/healthz" },
    ],
  });
}

it(`serves ${soakSeconds} s of mixed traffic at 50 connections without an error or a memory leak`, async (t) => {
  const warmUp = await mixedTraffic(5);
  assert.equal(warmUp.errors + warmUp.timeouts + warmUp.non2xx, 0, "warm-up had failures");

  const samples: number[] = [];
  const sampler = setInterval(() => {
    residentMb(server.pid).then(
      (mb) => samples.push(mb),
      () => undefined,
    );
  }, 2_000);
  let soak: autocannon.Result;
  try {
    soak = await mixedTraffic(soakSeconds);
  } finally {
    clearInterval(sampler);
  }
  samples.push(await residentMb(server.pid));

  assert.ok(soak.requests.total > 0, "no traffic was sent");
  assert.equal(soak.errors, 0, "connection errors");
  assert.equal(soak.timeouts, 0, "timeouts");
  assert.equal(soak.non2xx, 0, "responses outside 2xx");
  t.diagnostic(`resident memory: ${samples.map((mb) => mb.toFixed(0)).join(" → ")} MB`);
  const settled = samples[Math.floor(samples.length / 3)]!;
  const final = samples.at(-1)!;
  assert.ok(
    final - settled <= memoryGrowthBoundMb,
    `resident memory kept growing: ${samples.map((mb) => mb.toFixed(0)).join(" → ")} MB (bound ${memoryGrowthBoundMb} MB after the first third)`,
  );
  const healthy = await fetch(`${server.baseUrl}/readyz`);
  assert.equal(healthy.status, 200);
});
