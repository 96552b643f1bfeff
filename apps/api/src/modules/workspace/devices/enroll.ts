import type { DevicePlatform } from "@fleetward/contracts/workspace-devices";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { violatedUniqueConstraint } from "../../../db/errors.ts";
import { hours } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { record, type Actor } from "../history/service.ts";
import { checkQuota } from "../quotas/service.ts";
import { usableSerial } from "./detail-queries.ts";
import { autoLink } from "./serial-match.ts";
import { countDevices } from "./repository.ts";
import { devices } from "./schema.ts";
import { asSystem, withTenant } from "../../../db/scope.ts";
import { hostAllows, intakeOf } from "./intake.ts";
import { markSecretUsed, newNodeKey, sha256, tenantOfSecret } from "./secrets.ts";
import type { DevicesOptions } from "./types.ts";

/*
 * Enrolment, as plugins/remote/enroll/tls_enroll.cpp sends it: `enroll_secret`,
 * `host_identifier`, `platform_type` (the build's PlatformType bits as a decimal string,
 * osquery/utils/info/platform_type.h) and `host_details` (rows of os_version, osquery_info,
 * system_info and platform_info, every value a string). It answers `{node_key}`; the secret
 * decides the workspace.
 */

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const textOf = (value: unknown): string | null => {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 500) : null;
};

/** PlatformType bits: WINDOWS 0x02, LINUX 0x08, OSX 0x10 (platform_type.h). */
function platformOfType(type: string | null): DevicePlatform {
  const bits = type && /^\d{1,4}$/.test(type) ? Number(type) : 0;
  if (bits & 0x10) return "macos";
  if (bits & 0x08) return "linux";
  if (bits & 0x02) return "windows";
  return "other";
}

/** os_version.platform is `darwin`, `windows`, or a Linux distribution (`ubuntu`, `rhel`…). */
export function platformOf(osPlatform: string | null, platformType: string | null) {
  const name = osPlatform?.toLowerCase();
  if (name === "darwin") return "macos";
  if (name === "windows") return "windows";
  if (name && !["freebsd", "openbsd", "netbsd"].includes(name)) {
    return platformOfType(platformType) === "other" ? "linux" : platformOfType(platformType);
  }
  return platformOfType(platformType);
}

export type EnrollBody = Json;

function hostFacts(body: EnrollBody) {
  const details = objectOf(body.host_details);
  const system = objectOf(details.system_info);
  const os = objectOf(details.os_version);
  const osquery = objectOf(details.osquery_info);
  const hostIdentifier = textOf(body.host_identifier) ?? textOf(system.uuid) ?? "unknown";
  return {
    hostIdentifier,
    hostname: textOf(system.hostname) ?? textOf(system.computer_name) ?? hostIdentifier,
    platform: platformOf(textOf(os.platform), textOf(body.platform_type)),
    osName: textOf(os.name),
    osVersion: textOf(os.version),
    osBuild: textOf(os.build),
    hardwareVendor: textOf(system.hardware_vendor),
    hardwareModel: textOf(system.hardware_model),
    hardwareSerial: usableSerial(textOf(system.hardware_serial)),
    hardwareUuid: textOf(system.uuid)?.toUpperCase() ?? null,
    cpuBrand: textOf(system.cpu_brand),
    osqueryVersion: textOf(osquery.version),
  };
}

type Facts = ReturnType<typeof hostFacts>;
const candidateColumns = {
  id: devices.id,
  assetId: devices.assetId,
  hostname: devices.hostname,
  hostIdentifier: devices.hostIdentifier,
  lastSeenAt: devices.lastSeenAt,
};
type Candidate = { id: string; assetId: string | null; hostname: string; hostIdentifier: string };

/** A device found by serial alone is re-keyed only when it has been quiet this long (ADR 0039). */
const serialTakeoverQuietMs = hours(1);

/**
 * The device this hardware already is in the workspace: same UUID, else same serial. A device
 * found by serial alone is this host only when the host identifiers agree (osquery re-enrolling
 * sends its own again) or it has not been seen for an hour; otherwise it is someone else's
 * machine, or someone posing as it, and stays as it is: `conflict` names it.
 */
async function sameHardware(
  tx: Orm,
  tenantId: string,
  facts: Facts,
  identifier: string | null,
  now: Date,
): Promise<{ device?: Candidate; conflict?: Candidate }> {
  const { hardwareUuid, hardwareSerial } = facts;
  const [byUuid] = hardwareUuid
    ? await tx
        .select(candidateColumns)
        .from(devices)
        .where(and(eq(devices.tenantId, tenantId), eq(devices.hardwareUuid, hardwareUuid)))
        .for("update")
    : [];
  if (byUuid || !hardwareSerial) return { device: byUuid };
  const bySerial = await tx
    .select(candidateColumns)
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        eq(devices.hardwareSerial, hardwareSerial),
        // Two different UUIDs are two machines, even with one serial (cloned VMs).
        hardwareUuid ? isNull(devices.hardwareUuid) : undefined,
      ),
    )
    .orderBy(sql`${devices.lastSeenAt} desc nulls last`, devices.id)
    .for("update");
  const same = identifier
    ? bySerial.find((row) => row.hostIdentifier.toLowerCase() === identifier.toLowerCase())
    : undefined;
  if (same) return { device: same };
  const [latest] = bySerial;
  const recent =
    latest?.lastSeenAt && now.getTime() - latest.lastSeenAt.getTime() < serialTakeoverQuietMs;
  return recent ? { conflict: latest } : { device: latest };
}

/** How history names the enrolment that found another device's serial. */
const enrolmentActor: Actor = { userId: null, name: "osquery (enrolment)" };

async function recordConflict(
  tx: Orm,
  tenantId: string,
  device: Candidate,
  other: Candidate,
  serial: string | null,
  now: Date,
) {
  await record(tx, [
    {
      tenantId,
      subjectType: "device",
      subjectId: device.id,
      actor: enrolmentActor,
      at: now,
      action: "identity_conflict",
      field: "hardware_serial",
      oldValue: other.hostname,
      newValue: device.hostname,
      note: `Serial ${serial ?? "?"} belongs to ${other.hostname} (device ${other.id}), seen in the last hour under another host identifier: enrolled as a new device`,
    },
  ]);
}

type EnrollResult = { node_key: string } | { node_invalid: true; error?: string };

/** What the route knows beside the body: hooks, the Host's workspace label, the quota. */
export type EnrollContext = {
  hooks: DevicesOptions["hooks"];
  host: string | null;
  /** The workspace's device quota; a new device past it is refused (ADR 0040). */
  devicesLimit: number;
};

/**
 * Enrols (or re-enrols) a host; a wrong or revoked secret answers `node_invalid`, and so do a
 * closed workspace and a Host (`host`, its workspace label) naming another workspace than the
 * secret's (ADR 0039). A workspace that refuses changes enrols but calls no hooks (webhooks).
 */
export async function enrollHost(
  orm: Orm,
  body: EnrollBody,
  now: Date,
  { hooks, host, devicesLimit }: EnrollContext,
): Promise<EnrollResult> {
  const secret = textOf(body.enroll_secret);
  if (!secret) return { node_invalid: true };
  // The secret names the workspace; found across workspaces, everything else runs inside it.
  const tenantId = await asSystem(async () => (await tenantOfSecret(orm, secret))?.tenantId);
  const workspace = tenantId ? await intakeOf(orm, tenantId) : undefined;
  if (!tenantId || !workspace || workspace.intake === "closed") return { node_invalid: true };
  if (!(await hostAllows(orm, host, workspace.appDomain))) return { node_invalid: true };
  const heard = workspace.intake === "open" ? hooks : undefined;
  return withTenant(tenantId, () =>
    enrollInWorkspace(orm, secret, body, now, heard, devicesLimit).catch((error: unknown) => {
      // Past the quota: osquery retries an enrolment with a growing pause (1, 4, 9… s up to
      // --tls_enroll_max_interval, plugins/remote/enroll/tls_enroll.cpp), not a storm.
      if (error instanceof HttpError) return { node_invalid: true as const, error: error.message };
      throw error;
    }),
  );
}

async function enrollInWorkspace(
  orm: Orm,
  secret: string,
  body: EnrollBody,
  now: Date,
  hooks: DevicesOptions["hooks"],
  devicesLimit: number,
): Promise<EnrollResult> {
  const once = () => enrollOnce(orm, secret, body, now, devicesLimit);
  // Two first enrolments of one machine at once: the loser finds the winner's row on retry.
  const result = await once().catch((error: unknown) => {
    if (violatedUniqueConstraint(error) !== undefined) return once();
    throw error;
  });
  if (!result) return { node_invalid: true };
  await markSecretUsed(orm, result.secret, now);
  const { device } = result;
  if (result.isNew) {
    await hooks?.deviceEnrolled?.({
      tenantId: device.tenantId,
      deviceId: device.id,
      hostname: device.hostname,
      platform: device.platform,
    });
  }
  return { node_key: result.nodeKey };
}

async function enrollOnce(
  orm: Orm,
  secret: string,
  body: EnrollBody,
  now: Date,
  devicesLimit: number,
) {
  return orm.transaction(async (tx) => {
    const owner = await tenantOfSecret(tx, secret);
    if (!owner) return undefined;
    const facts = hostFacts(body);
    const nodeKey = newNodeKey();
    const values = { ...facts, nodeKeyHash: sha256(nodeKey), enrollSecretId: owner.id };
    const identifier = textOf(body.host_identifier);
    const found = await sameHardware(tx, owner.tenantId, facts, identifier, now);
    const existing = found.device;
    if (!existing) checkQuota("devices", await countDevices(tx, owner.tenantId), devicesLimit);
    const seen = { lastSeenAt: now, offlineSince: null, updatedAt: now };
    const [device] = existing
      ? await tx
          .update(devices)
          .set({ ...values, ...seen, detailsDueAt: null })
          .where(and(eq(devices.tenantId, owner.tenantId), eq(devices.id, existing.id)))
          .returning()
      : await tx
          .insert(devices)
          .values({
            ...values,
            ...seen,
            tenantId: owner.tenantId,
            enrolledAt: now,
            createdAt: now,
            identityConflictAt: found.conflict ? now : null,
          })
          .returning();
    if (!device) throw new Error("device upsert returned nothing");
    if (found.conflict) {
      // Another machine's serial: never linked to its asset by that serial; admins decide.
      await recordConflict(tx, owner.tenantId, device, found.conflict, facts.hardwareSerial, now);
    } else {
      const link = { id: device.id, assetId: device.assetId, tenantId: owner.tenantId };
      await autoLink(tx, { ...link, serial: facts.hardwareSerial, uuid: facts.hardwareUuid }, now);
    }
    return { nodeKey, device, isNew: !existing, secret: owner };
  });
}
