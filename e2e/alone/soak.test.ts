import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, it } from "node:test";
import autocannon from "autocannon";
import { newAccount, registerAndSignIn } from "../support/accounts.ts";
import { liveHeapMb } from "../support/heap.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/*
 * Runs after the other end-to-end files, on its own (alone/): another browser test beside it
 * makes the server slower and its memory curve noisy, which is not what this measures.
 * A bounded soak on loopback: a minute of mixed traffic at 50 connections. No request may
 * fail, and memory may not keep growing.
 *
 * Two measures, because resident memory alone cannot tell garbage from a leak: V8 lets a busy
 * server's heap fill with garbage (measured: 117 → 450 MB used) before a full collection, and
 * keeps the pages it grew, so RSS rises by a few hundred MB in steps whose timing depends on
 * the machine's speed. So the JavaScript heap is measured through the inspector right after a
 * full collection, once warmed up and once at the end: a leak raises it, garbage does not.
 * Memory outside the heap (PGlite's WASM memory, buffers) is watched through RSS over the
 * last third of the soak, when the heap has long reached its working size.
 */
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
/** Allowed rise of the live heap (after a full collection) from the warm-up to the end. */
const liveHeapGrowthBoundMb = 32;
/** Allowed RSS growth over the last third of the soak. */
const residentGrowthBoundMb = 64;

let server: RunningServer;
let token = "";
let postId = "";

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

before(async () => {
  server = await startServer(() => ({}), { nodeArgs: ["--inspect=127.0.0.1:0"] });
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

  const liveBefore = await liveHeapMb(server.logs());
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
  const liveAfter = await liveHeapMb(server.logs());
  t.diagnostic(`resident memory: ${samples.map((mb) => mb.toFixed(0)).join(" → ")} MB`);
  t.diagnostic(`live heap: ${liveBefore.toFixed(1)} → ${liveAfter.toFixed(1)} MB`);
  assert.ok(
    liveAfter - liveBefore <= liveHeapGrowthBoundMb,
    `the live heap grew from ${liveBefore.toFixed(1)} to ${liveAfter.toFixed(1)} MB (bound +${liveHeapGrowthBoundMb} MB)`,
  );
  const lastThird = samples[Math.floor((samples.length * 2) / 3)]!;
  const final = samples.at(-1)!;
  assert.ok(
    final - lastThird <= residentGrowthBoundMb,
    `resident memory kept growing: ${samples.map((mb) => mb.toFixed(0)).join(" → ")} MB (bound ${residentGrowthBoundMb} MB over the last third)`,
  );
  const healthy = await fetch(`${server.baseUrl}/readyz`);
  assert.equal(healthy.status, 200);
});
