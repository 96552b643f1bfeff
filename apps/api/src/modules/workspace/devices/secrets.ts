import { createHash, randomBytes } from "node:crypto";
import type {
  EnrollSecret,
  EnrollSecretCreate,
  EnrollSecretCreated,
  OsqueryFlags,
} from "@fleetward/contracts/workspace-devices";
import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { devices, enrollSecrets } from "./schema.ts";

/** sha-256 in hex: how enrolment secrets and node keys are stored and looked up. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** 256 random bits, base64url, with a prefix that secret scanners can recognise. */
export const newEnrollSecret = () => `fwe_${randomBytes(32).toString("base64url")}`;
export const newNodeKey = () => `fwn_${randomBytes(32).toString("base64url")}`;

export const noSuchSecret = "No such enrolment secret in this workspace";

export async function listEnrollSecrets(orm: Orm, tenantId: string): Promise<EnrollSecret[]> {
  const rows = await orm
    .select({
      id: enrollSecrets.id,
      name: enrollSecrets.name,
      hint: enrollSecrets.hint,
      createdAt: enrollSecrets.createdAt,
      lastUsedAt: enrollSecrets.lastUsedAt,
      devices: count(devices.id),
    })
    .from(enrollSecrets)
    .leftJoin(devices, eq(devices.enrollSecretId, enrollSecrets.id))
    .where(eq(enrollSecrets.tenantId, tenantId))
    .groupBy(enrollSecrets.id)
    .orderBy(desc(enrollSecrets.createdAt), enrollSecrets.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hint: row.hint,
    devices: Number(row.devices),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Makes a secret and answers it in clear: the only time anyone sees it. */
export async function createEnrollSecret(
  request: WriteRequest,
  input: EnrollSecretCreate,
): Promise<EnrollSecretCreated> {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
    const secret = newEnrollSecret();
    const [row] = await tx
      .insert(enrollSecrets)
      .values({
        tenantId,
        name: input.name,
        secretHash: sha256(secret),
        hint: `${secret.slice(0, 10)}…`,
        createdAt: now,
      })
      .returning({ id: enrollSecrets.id, name: enrollSecrets.name });
    if (!row) throw new Error("enroll secret insert returned nothing");
    return { ...row, secret };
  });
}

/** Revokes a secret: it enrols nothing more. Devices enrolled with it keep their node keys. */
export async function revokeEnrollSecret(request: WriteRequest, id: string) {
  await inWorkspaceWrite(request, async ({ tx, tenantId }) => {
    const removed = await tx
      .delete(enrollSecrets)
      .where(and(eq(enrollSecrets.id, id), eq(enrollSecrets.tenantId, tenantId)))
      .returning({ id: enrollSecrets.id });
    if (removed.length === 0) throw new HttpError(404, noSuchSecret);
  });
}

/**
 * The workspace a secret enrols into; undefined for any other text. KEY SHARE keeps the secret
 * from being revoked under the enrolment without making enrolments with it wait for each other.
 */
export async function tenantOfSecret(tx: Orm, secret: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the workspace from an enrolment secret hash
  const [row] = await tx
    .select({
      id: enrollSecrets.id,
      tenantId: enrollSecrets.tenantId,
      lastUsedAt: enrollSecrets.lastUsedAt,
    })
    .from(enrollSecrets)
    .where(eq(enrollSecrets.secretHash, sha256(secret)))
    .for("key share");
  return row;
}

/** "Last used" is a minute precise: a roll-out enrolling thousands writes it once a minute. */
const lastUsedResolutionMs = 60_000;

/** Records a secret's use, outside the enrolment's transaction. */
export async function markSecretUsed(
  orm: Orm,
  secret: { id: string; tenantId: string; lastUsedAt: Date | null },
  now: Date,
) {
  if (secret.lastUsedAt && now.getTime() - secret.lastUsedAt.getTime() < lastUsedResolutionMs) {
    return;
  }
  const stale = new Date(now.getTime() - lastUsedResolutionMs);
  await orm
    .update(enrollSecrets)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(enrollSecrets.tenantId, secret.tenantId),
        eq(enrollSecrets.id, secret.id),
        or(isNull(enrollSecrets.lastUsedAt), lt(enrollSecrets.lastUsedAt, stale)),
      ),
    );
}

const secretPaths = {
  windows: String.raw`C:\Program Files\osquery\enroll_secret`,
  macos: "/private/var/osquery/enroll_secret",
  linux: "/etc/osquery/enroll_secret",
};

/**
 * An osquery.flags file for this server (flag names from osquery's
 * docs/wiki/installation/cli-flags.md and docs/wiki/deployment/remote.md).
 */
export function osqueryFlags(
  host: string,
  platform: keyof typeof secretPaths,
  distributedInterval: number,
): OsqueryFlags {
  const endpoint = (path: string) => `/api/v1/osquery/${path}`;
  const content = [
    `--tls_hostname=${host}`,
    `--host_identifier=uuid`,
    `--enroll_secret_path=${secretPaths[platform]}`,
    `--enroll_tls_endpoint=${endpoint("enroll")}`,
    `--config_plugin=tls`,
    `--config_tls_endpoint=${endpoint("config")}`,
    `--config_refresh=300`,
    `--logger_plugin=tls`,
    `--logger_tls_endpoint=${endpoint("log")}`,
    `--logger_tls_period=10`,
    `--logger_tls_compress=true`,
    `--disable_distributed=false`,
    `--distributed_plugin=tls`,
    `--distributed_interval=${distributedInterval}`,
    `--distributed_tls_max_attempts=3`,
    `--distributed_tls_read_endpoint=${endpoint("distributed/read")}`,
    `--distributed_tls_write_endpoint=${endpoint("distributed/write")}`,
    "",
  ].join(platform === "windows" ? "\r\n" : "\n");
  return {
    platform,
    filename: "osquery.flags",
    enroll_secret_path: secretPaths[platform],
    content,
  };
}
