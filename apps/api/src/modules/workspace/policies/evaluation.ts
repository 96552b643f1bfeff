import type { Orm } from "../../../db/client.ts";
import type { QuerySource } from "../devices/service.ts";
import {
  enabledPolicies,
  insertChanges,
  lockedResults,
  policiesDue,
  upsertResults,
  type ResultRow,
} from "./repository.ts";
import { policyPlatformValues, type PolicyStatusValue } from "./schema.ts";

/*
 * Policies are evaluated as osquery distributed queries (docs/decisions/0026): on a check-in
 * the device is handed its enabled policies that have no fresh result; its answers come back
 * through distributed/write. At least one row passes, none fails, an error is unknown.
 */

/** The distributed query names this source owns: `fleetward_policy_<policy id>`. */
export const policyQueryPrefix = "fleetward_policy_";
/** A device's result older than this is asked again on its next check-in. */
export const policyRecheckMs = 10 * 60 * 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Device = { tenantId: string; deviceId: string };
type Answer = { name: string; rows: Record<string, string>[]; status: number };

async function queriesFor(orm: Orm, device: Device & { platform: string }) {
  if (!(policyPlatformValues as readonly string[]).includes(device.platform)) return {};
  const due = await policiesDue(orm, device, new Date(Date.now() - policyRecheckMs));
  return Object.fromEntries(
    due.map((policy) => [`${policyQueryPrefix}${policy.id}`, policy.query]),
  );
}

/** osquery's answer to one policy query as a status: rows pass, none fail, an error unknown. */
export function statusOf(answer: Pick<Answer, "rows" | "status">): PolicyStatusValue {
  if (answer.status !== 0) return "unknown";
  return answer.rows.length > 0 ? "pass" : "fail";
}

/** Whether a change is an alert: newly failing, or passing again after failing. */
export function isFlip(lastDefinite: "pass" | "fail" | null | undefined, next: PolicyStatusValue) {
  if (next === "fail") return lastDefinite !== "fail";
  return next === "pass" && lastDefinite === "fail";
}

function answersById(results: readonly Answer[]) {
  const answers = new Map<string, Answer>();
  for (const answer of results) {
    if (!answer.name.startsWith(policyQueryPrefix)) continue;
    const id = answer.name.slice(policyQueryPrefix.length);
    if (uuidPattern.test(id)) answers.set(id.toLowerCase(), answer);
  }
  return answers;
}

/**
 * Stores a device's answers to its policy queries in one transaction: the latest result per
 * policy, a change row for each status that changed (flips between pass and fail marked for
 * the alert job); the device's and the policies' counts follow by trigger. Answers for policies disabled or deleted
 * meanwhile, or of another workspace, are dropped.
 */
async function record(orm: Orm, device: Device, results: Answer[]) {
  const answers = answersById(results);
  if (answers.size === 0) return;
  const { tenantId, deviceId } = device;
  await orm.transaction(async (tx) => {
    const enabled = new Set(
      (await enabledPolicies(tx, tenantId, [...answers.keys()])).map((policy) => policy.id),
    );
    const previous = new Map(
      (await lockedResults(tx, tenantId, deviceId, [...enabled])).map((row) => [row.policyId, row]),
    );
    const now = new Date();
    const rows: ResultRow[] = [];
    const changes = [];
    // In the order osquery answered, so a check-in's changes keep one order.
    for (const [policyId, answer] of answers) {
      if (!enabled.has(policyId)) continue;
      const status = statusOf(answer);
      const before = previous.get(policyId);
      const lastDefinite = status === "unknown" ? (before?.lastDefinite ?? null) : status;
      const error =
        status === "unknown" ? `osquery could not run the query (status ${answer.status})` : null;
      rows.push({ tenantId, policyId, deviceId, status, lastDefinite, checkedAt: now, error });
      if (before?.status === status) continue;
      changes.push({
        tenantId,
        policyId,
        deviceId,
        fromStatus: before?.status ?? null,
        toStatus: status,
        changedAt: now,
        alertable: isFlip(before?.lastDefinite, status),
      });
    }
    await upsertResults(tx, rows);
    await insertChanges(tx, changes);
  });
}

/** The policies' query source for the devices module's distributed read and write. */
export const policyQuerySource: QuerySource = {
  prefix: policyQueryPrefix,
  recheckMs: policyRecheckMs,
  queriesFor,
  record,
};
