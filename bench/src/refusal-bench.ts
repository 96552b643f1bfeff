import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Outcome, Plan } from "../../apps/api/src/test-support/fetch-tries.ts";
import type { WorkspaceFixtures } from "./session-bench.ts";

/*
 * Issue 21: a refused body must reach the client. Node's fetch, in a process of its own (the
 * race is the client still writing while the server answers), sends bodies past the JSON
 * limit to a workspace route 20 times each, with Content-Length and chunked, and counts how
 * many tries received the 413 as JSON (before lib/refused-body.ts: EPIPE in 5 of 20).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.join(repoRoot, "apps/api/src/test-support/fetch-tries.ts");
const jsonLimit = 1024 * 1024;
const tries = 20;

export type RefusalRow = {
  body: string;
  sent: string;
  "413 as JSON": string;
  "other answers": number;
  "connection failures": string;
};

async function triesOf(plan: Plan): Promise<Outcome[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [client, JSON.stringify(plan)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Outcome[];
}

export async function benchRefusals(
  baseUrl: string,
  workspace: WorkspaceFixtures,
): Promise<RefusalRow[]> {
  const rows: RefusalRow[] = [];
  for (const times of [1.5, 2, 4]) {
    for (const mode of ["content-length", "chunked"] as const) {
      const outcomes = await triesOf({
        url: `${baseUrl}/api/workspace/people`,
        headers: {
          authorization: `Bearer ${workspace.token}`,
          "x-workspace": workspace.label,
          "content-type": "application/json",
        },
        bytes: Math.round(times * jsonLimit),
        mode,
        fill: 0x20,
        tries,
      });
      const refused = outcomes.filter((outcome) => "status" in outcome && outcome.status === 413);
      const failed = outcomes.filter((outcome) => "failed" in outcome);
      const codes = [
        ...new Set(failed.map((outcome) => ("failed" in outcome ? outcome.failed : ""))),
      ];
      rows.push({
        body: `${times}× the 1 MiB limit`,
        sent: mode,
        "413 as JSON": `${refused.length} / ${tries}`,
        "other answers": outcomes.length - refused.length - failed.length,
        "connection failures": failed.length ? `${failed.length} (${codes.join(", ")})` : "0",
      });
    }
  }
  return rows;
}
