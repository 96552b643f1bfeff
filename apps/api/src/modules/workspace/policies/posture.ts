import type {
  DevicePosture,
  PersonPosture,
  Posture,
} from "@fleetward/contracts/workspace-policies";
import { worstDevicesShown } from "@fleetward/contracts/workspace-policies";
import type { Orm } from "../../../db/client.ts";
import { devicesOfTenant } from "../devices/service.ts";
import { getWorkspacePerson } from "../people/service.ts";
import { enabledResults, listPolicies, type PolicyCounts } from "./repository.ts";

/*
 * The posture score, defined once (docs/decisions/0043): the share of evaluated devices that
 * pass every enabled policy, 0–100, rounded down. A device is evaluated once one of its latest
 * results of an enabled policy is a pass or a fail; unknown results count neither way. With no
 * evaluated device the score is null ("no result yet"). A device's own score is the same
 * definition over one device: 100 when it passes every policy checked, 0 when it fails any.
 */

type Counts = Pick<PolicyCounts, "passing" | "failing">;

const evaluated = (counts: Counts) => counts.passing + counts.failing > 0;
const passesEvery = (counts: Counts) => evaluated(counts) && counts.failing === 0;

/** The score of a set of devices (one device's counts each). */
export function scoreOf(devices: readonly Counts[]): number | null {
  const checked = devices.filter(evaluated);
  if (checked.length === 0) return null;
  return Math.floor((100 * checked.filter(passesEvery).length) / checked.length);
}

const empty = (): PolicyCounts => ({ passing: 0, failing: 0, unknown: 0 });

function add(counts: PolicyCounts, status: string) {
  if (status === "pass") counts.passing++;
  else if (status === "fail") counts.failing++;
  else counts.unknown++;
}

type DeviceRef = { id: string; hostname: string; platform: string; person_id: string | null };

/**
 * Devices with their counts and scores: every device of the tenant that has results, or each
 * of `devices` (with or without results) when given.
 */
async function devicePostures(orm: Orm, tenantId: string, devices?: readonly DeviceRef[]) {
  const [results, known] = await Promise.all([
    enabledResults(orm, tenantId),
    devices ?? devicesOfTenant(orm, tenantId),
  ]);
  const byDevice = new Map<string, PolicyCounts>();
  for (const result of results) {
    const counts = byDevice.get(result.deviceId) ?? empty();
    add(counts, result.status);
    byDevice.set(result.deviceId, counts);
  }
  return known.flatMap((device): (DevicePosture & { person_id: string | null })[] => {
    const counts = byDevice.get(device.id) ?? (devices ? empty() : undefined);
    if (!counts) return [];
    return [
      {
        device_id: device.id,
        hostname: device.hostname,
        platform: device.platform,
        person_id: device.person_id,
        score: scoreOf([counts]),
        ...counts,
      },
    ];
  });
}

const byWorst = (a: DevicePosture, b: DevicePosture) =>
  (a.score ?? 101) - (b.score ?? 101) ||
  b.failing - a.failing ||
  a.hostname.localeCompare(b.hostname);

const publicPosture = ({ person_id: _person, ...device }: DevicePosture & { person_id: unknown }) =>
  device;

/** The workspace's posture for the dashboard. */
export async function workspacePosture(orm: Orm, tenantId: string): Promise<Posture> {
  const [devices, policies] = await Promise.all([
    devicePostures(orm, tenantId),
    listPolicies(orm, tenantId),
  ]);
  const enabled = policies.filter(({ row }) => row.enabled);
  return {
    score: scoreOf(devices),
    devices: devices.filter(evaluated).length,
    compliant: devices.filter(passesEvery).length,
    failing: devices.filter((device) => device.failing > 0).length,
    policies: enabled.length,
    worst_devices: devices
      .filter((device) => device.failing > 0)
      .sort(byWorst)
      .slice(0, worstDevicesShown)
      .map(publicPosture),
    policies_failing: enabled
      .map(({ row, counts }) => ({
        policy_id: row.id,
        name: row.name,
        critical: row.critical,
        ...(counts ?? empty()),
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
  const held = (await devicesOfTenant(orm, tenantId)).filter(
    (device) => device.person_id === personId,
  );
  const devices = held.length > 0 ? await devicePostures(orm, tenantId, held) : [];
  return {
    person_id: personId,
    score: scoreOf(devices),
    devices: devices.sort(byWorst).map(publicPosture),
  };
}
