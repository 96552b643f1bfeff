import { prepareWorkspace } from "./session-bench.ts";

/*
 * CSV import throughput (issue 13): a Snipe-IT-style file of generated assets is uploaded,
 * run in the background worker (batches of 500 rows, one transaction each) and polled until
 * it has finished. rows/s = rows / (run request → finished). Budget: ≥ 2,000 rows/s on
 * PostgreSQL.
 */

export const importBudget = { postgres: 2000, pglite: 0 } as const;

const header =
  "Asset Tag,Name,Serial,Model,Model No.,Manufacturer,Category,Status,Location,Checked Out To,Purchase Date,Purchase Cost,Order Number,Supplier,Warranty,Notes,Cost centre";

/** `rows` assets over 40 models of 5 makers, 12 locations and 500 people. */
export function generatedCsv(rows: number, runId: string): string {
  const lines = [header];
  for (let n = 0; n < rows; n++) {
    const maker = `Maker ${n % 5}`;
    const holder = n % 3 === 0 ? `Person ${n % 500}` : "";
    const day = String((n % 28) + 1).padStart(2, "0");
    lines.push(
      [
        `IMP-${runId}-${n}`,
        `Laptop ${n}`,
        `SER-${runId}-${n}`,
        `Model ${n % 40}`,
        `M${n % 40}`,
        maker,
        n % 2 ? "Laptops" : "Desktops",
        "Ready to deploy",
        `Office ${n % 12}`,
        holder,
        `${day}/0${(n % 9) + 1}/2025`,
        `${1000 + (n % 500)}.00`,
        `PO-${n % 100}`,
        "Bench Supplies",
        "36",
        n % 10 ? "" : '"A note, with a comma"',
        `CC-${n % 20}`,
      ].join(","),
    );
  }
  return lines.join("\n");
}

type Workspace = { token: string; label: string };

async function api(baseUrl: string, workspace: Workspace, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}/api/workspace/imports${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${workspace.token}`,
      "x-workspace": workspace.label,
      ...init.headers,
    },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Imports `rows` generated assets and answers the throughput. */
export async function benchImport(baseUrl: string, runId: string, rows: number) {
  const workspace = await prepareWorkspace(baseUrl, `${runId}${rows.toString(36)}`);
  const csv = generatedCsv(rows, runId);
  const uploadStart = performance.now();
  const created = await api(baseUrl, workspace, "?file_name=bench.csv", {
    method: "POST",
    body: csv,
    headers: { "content-type": "text/csv" },
  });
  const uploadSeconds = (performance.now() - uploadStart) / 1000;
  const id = String(created.id);
  const start = performance.now();
  await api(baseUrl, workspace, `/${id}/run`, { method: "POST" });
  let current: Record<string, unknown> = created;
  while (current.status !== "finished" && current.status !== "failed") {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await api(baseUrl, workspace, `/${id}`);
  }
  const seconds = (performance.now() - start) / 1000;
  if (current.status === "failed") throw new Error(`the import failed: ${String(current.error)}`);
  return {
    rows,
    "upload s": uploadSeconds.toFixed(2),
    "run s": seconds.toFixed(2),
    "rows/s": Math.round(rows / seconds),
    counts: JSON.stringify(current.counts),
  };
}
