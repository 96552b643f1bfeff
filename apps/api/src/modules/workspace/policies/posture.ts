import type {
  DevicePosture,
  PersonPosture,
  Posture,
} from "@fleetward/contracts/workspace-policies";
import type { Orm } from "../../../db/client.ts";
import { getWorkspacePerson } from "../people/service.ts";
import { devicesHeldBy, fleetFiguresQuery, worstDevicesQuery } from "./posture-queries.ts";
import { listPolicies, type PolicyCounts } from "./repository.ts";

/*
 * The posture score, defined once (docs/decisions/0043): the share of evaluated devices that
 * pass every enabled policy, 0–100, rounded down. A device is evaluated once one of its latest
 * results of an enabled policy is a pass or a fail; unknown results count neither way. With no
 * evaluated device the score is null ("no result yet"). A device's own score is the same
 * definition over one device: 100 when it passes every policy checked, 0 when it fails any.
 *
 * The reads count in SQL (docs/decisions/0050, "Amended: kept counts"): each device keeps its
 * counts of results of enabled policies, each policy its counts; the workspace's figures are
 * counts over its devices, and only the worst devices (or a person's) come back as rows.
 * `scoreOf` stays the definition the SQL figures are tested against.
 */

type Counts = Pick<PolicyCounts, "passing" | "failing">;

const evaluated = (counts: Counts) => counts.passing + counts.failing > 0;
const passesEvery = (counts: Counts) => evaluated(counts) && counts.failing === 0;

/** The score from its terms: `compliant` of `devices` evaluated devices. */
export const shareScore = (compliant: number, devices: number) =>
  devices === 0 ? null : Math.floor((100 * compliant) / devices);

/** The score of a set of devices (one device's counts each). */
export function scoreOf(devices: readonly Counts[]): number | null {
  const checked = devices.filter(evaluated);
  return shareScore(checked.filter(passesEvery).length, checked.length);
}

async function fleetFigures(orm: Orm, tenantId: string) {
  const [figures] = await fleetFiguresQuery(orm, tenantId);
  const worst = await worstDevicesQuery(orm, tenantId);
  return {
    devices: figures?.devices ?? 0,
    compliant: figures?.compliant ?? 0,
    failing: figures?.failingDevices ?? 0,
    worstDevices: worst.map(({ device_id, hostname, platform, passing, failing, unknown }) =>
      postureOf(device_id, hostname, platform, { passing, failing, unknown }),
    ),
  };
}

function postureOf(
  deviceId: string,
  hostname: string,
  platform: string,
  counts: PolicyCounts,
): DevicePosture {
  return { device_id: deviceId, hostname, platform, score: scoreOf([counts]), ...counts };
}

const byWorst = (a: DevicePosture, b: DevicePosture) =>
  (a.score ?? 101) - (b.score ?? 101) ||
  b.failing - a.failing ||
  a.hostname.localeCompare(b.hostname) ||
  (a.device_id < b.device_id ? -1 : a.device_id > b.device_id ? 1 : 0);

/** The workspace's posture for the dashboard. */
export async function workspacePosture(orm: Orm, tenantId: string): Promise<Posture> {
  const [fleet, policies] = await Promise.all([
    fleetFigures(orm, tenantId),
    listPolicies(orm, tenantId),
  ]);
  const enabled = policies.filter(({ row }) => row.enabled);
  return {
    score: shareScore(fleet.compliant, fleet.devices),
    devices: fleet.devices,
    compliant: fleet.compliant,
    failing: fleet.failing,
    policies: enabled.length,
    worst_devices: fleet.worstDevices.sort(byWorst),
    policies_failing: enabled
      .map(({ row, counts }) => ({
        policy_id: row.id,
        name: row.name,
        critical: row.critical,
        ...counts,
      }))
      .sort((a, b) => b.failing - a.failing || a.name.localeCompare(b.name)),
  };
}

/** A person's posture: the devices linked to the assets they hold. 404 for another tenant's. */
export async function personPosture(
  orm: Orm,
  tenantId: string,
  personId: string,
): Promise<PersonPosture> {
  await getWorkspacePerson(orm, tenantId, personId);
  const held = await devicesHeldBy(orm, tenantId, personId);
  const postures = held.map(({ id, hostname, platform, ...counts }) =>
    postureOf(id, hostname, platform, counts),
  );
  return { person_id: personId, score: scoreOf(postures), devices: postures.sort(byWorst) };
}
