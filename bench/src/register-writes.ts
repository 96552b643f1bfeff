import { readFile } from "node:fs/promises";
import { percentile } from "./api-bench.ts";
import { importCsv, type Session } from "./register-fill.ts";

/*
 * Writes at the register's size against the same writes on an empty workspace (same
 * catalogue and people, no assets) on the same server (issue 23: none slower by more than
 * 2×), and the exports of the whole register with the server's RSS rise.
 */

const singleWrites = 20;

async function send(session: Session, path: string, method: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: {
      ...session.headers,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { ms, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

type Items = { items: { id: string }[] };

/** Check-out then check-in of 20 deployable assets in stock, one request at a time. */
async function checkoutCycle(session: Session) {
  const stock = await send(
    session,
    `/api/workspace/assets?status_kind=deployable&checked_out=false&limit=${singleWrites}`,
    "GET",
  );
  const people = await send(session, "/api/workspace/people?status=active&limit=1", "GET");
  const personId = (people.body as Items).items[0]!.id;
  const out: number[] = [];
  const back: number[] = [];
  for (const { id } of (stock.body as Items).items) {
    out.push(
      (await send(session, `/api/workspace/assets/${id}/checkout`, "POST", { person_id: personId }))
        .ms,
    );
    back.push((await send(session, `/api/workspace/assets/${id}/checkin`, "POST", {})).ms);
  }
  return { out: percentile(out, 0.5), back: percentile(back, 0.5) };
}

/** Retires every asset of the write file (its own cost centre), in one bulk request. */
async function bulkRetire(session: Session) {
  const { ms, body } = await send(session, "/api/workspace/assets/bulk", "POST", {
    filter: { custom_field: "cost_centre", custom_value: "CC-BULK" },
    action: { type: "retire" },
  });
  return { seconds: ms / 1000, changed: Number(body.changed ?? 0) };
}

async function writesOn(session: Session, file: string) {
  const imported = await importCsv(session, file);
  const cycle = await checkoutCycle(session);
  const retire = await bulkRetire(session);
  return { imported, cycle, retire };
}

const fixed = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The write table: each write on the filled workspace, on the empty one, and the ratio. */
export async function measureWrites(full: Session, empty: Session, file: string) {
  const rows = (await readFile(file, "utf8")).trimEnd().split("\n").length - 1;
  const onEmpty = await writesOn(empty, file);
  const onFull = await writesOn(full, file);
  const row = (action: string, filled: number, baseline: number, unit: string) => ({
    write: `${action}, ${unit}`,
    filled: fixed(filled),
    empty: fixed(baseline),
    ratio: fixed(filled / baseline),
    target: "≤ 2×",
    within: filled / baseline <= 2 ? "yes" : "no",
  });
  return [
    row("check-out (median of 20)", onFull.cycle.out, onEmpty.cycle.out, "ms"),
    row("check-in (median of 20)", onFull.cycle.back, onEmpty.cycle.back, "ms"),
    row(
      `bulk retire of ${onFull.retire.changed.toLocaleString("en")}`,
      onFull.retire.seconds,
      onEmpty.retire.seconds,
      "s",
    ),
    row(
      `import of ${rows.toLocaleString("en")} rows (${onFull.imported.counts.created ?? 0} created)`,
      onFull.imported.seconds,
      onEmpty.imported.seconds,
      "s",
    ),
  ];
}

async function rssKb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Downloads one export to its last byte while sampling the server's RSS every 50 ms. */
async function timeExport(session: Session, pid: number, format: "csv" | "xlsx") {
  const before = await rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssKb(pid).then((kb) => (peak = Math.max(peak, kb)));
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(`${session.baseUrl}/api/workspace/exports/assets.${format}`, {
      headers: session.headers,
    });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      if (format === "csv") for (const byte of chunk) if (byte === 10) lines++;
    }
    return {
      export: `assets.${format}`,
      seconds: fixed((performance.now() - started) / 1000),
      MB: fixed(bytes / 1024 / 1024, 1),
      rows: format === "csv" ? lines - 1 : "—",
      "RSS rise MB": fixed((peak - before) / 1024, 1),
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureExports(session: Session, pid: number, engine: string) {
  const rows = [await timeExport(session, pid, "csv"), await timeExport(session, pid, "xlsx")];
  return rows.map((row) => ({
    ...row,
    target: engine === "postgres" ? "< 10 s, RSS < 100 MB" : "RSS < 100 MB",
    within: row["RSS rise MB"] < 100 && (engine !== "postgres" || row.seconds < 10) ? "yes" : "no",
  }));
}
