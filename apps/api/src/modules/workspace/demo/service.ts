import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { Orm } from "../../../db/client.ts";
import {
  createConfirmedAccount,
  generatePassword,
  hashPassword,
} from "../../account/auth/service.ts";
import { appUrlOf, createActiveTrial, trialOfUser } from "../../account/trials/service.ts";
import { accountByEmail } from "../../account/users/service.ts";
import { findWorkspaceOfTrial, provisionWorkspace } from "../core/service.ts";
import { createEnrollSecret, listEnrollSecrets, revokeEnrollSecret } from "../devices/service.ts";
import { recommendedLibraryKeys, switchOnLibraryPolicies } from "../policies/service.ts";

/*
 * The demo workspace of the embedded default (docs/decisions/0027): an owner account, an active
 * trial and its workspace (with the usual samples), and simulated osquery devices reporting
 * into it from a child process (packages/fleet-sim) through the real HTTP endpoints.
 */

export const demoEmail = "demo@fleetward.local";
export const demoDomain = "demo";
const secretName = "Demo fleet";

type Deps = { orm: Orm; log: FastifyBaseLogger; appUrlTemplate: string; now: Date };
type Demo = { tenantId: string; ownerId: string; password?: string };

/** Creates the demo owner and workspace once; answers the workspace id and the new password. */
async function ensureDemoWorkspace(deps: Deps): Promise<Demo | undefined> {
  const existing = await accountByEmail(deps.orm, demoEmail);
  if (existing) {
    const trial = await trialOfUser(deps.orm, existing.id);
    const workspace = trial && (await findWorkspaceOfTrial(deps.orm, trial.id));
    return workspace ? { tenantId: workspace.id, ownerId: existing.id } : undefined;
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return deps.orm.transaction(async (tx) => {
    const owner = await createConfirmedAccount(
      tx,
      { username: "demo", email: demoEmail, passwordHash, locale: "en" },
      deps.now,
    );
    const trial = await createActiveTrial(
      tx,
      owner.id,
      { app_name: "Demo IT", app_domain: demoDomain, company_name: "Demo Traders" },
      deps.now,
    );
    if (!trial) throw new Error(`the address ${demoDomain} is taken`);
    const { workspace } = await provisionWorkspace(tx, {
      trialId: trial.id,
      ownerUserId: owner.id,
      appDomain: demoDomain,
      name: trial.appName,
      now: deps.now,
    });
    // The recommended policies on from the start, so the simulated fleet shows a posture.
    await switchOnLibraryPolicies(tx, workspace.id, recommendedLibraryKeys, deps.now);
    return { tenantId: workspace.id, ownerId: owner.id, password };
  });
}

/**
 * A fresh enrolment secret for this run; the last run's is revoked (its clear text was never
 * stored, and the re-enrolling hosts keep their device records by hardware UUID).
 */
async function rotateDemoSecret(deps: Deps, tenantId: string, ownerId: string) {
  const request = {
    orm: deps.orm,
    now: deps.now,
    actor: { userId: ownerId, name: "Demo fleet" },
    open: async () => ({ workspace: { id: tenantId } }),
  };
  for (const old of await listEnrollSecrets(deps.orm, tenantId)) {
    if (old.name === secretName) await revokeEnrollSecret(request, old.id);
  }
  return (await createEnrollSecret(request, { name: secretName })).secret;
}

/** The simulator's CLI as a child process; it exits when this process goes away. */
function spawnFleet(url: string, secret: string, hosts: number, log: FastifyBaseLogger) {
  const cli = fileURLToPath(import.meta.resolve("@fleetward/fleet-sim/cli"));
  const child = spawn(
    process.execPath,
    [cli, "--url", url, "--hosts", String(hosts), "--seed", "7", "--report", "0"],
    {
      env: { ...process.env, FLEET_SIM_SECRET: secret },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  child.on("exit", (code, signal) => {
    if (signal !== "SIGTERM") log.warn({ code, signal }, "demo fleet stopped");
  });
  return child;
}

/**
 * The demo workspace (created on the first call) and a fresh secret for its simulated devices;
 * `password` only when the owner was just created. Undefined when demo@ belongs to someone else.
 */
export async function prepareDemoWorkspace(deps: Deps) {
  const demo = await ensureDemoWorkspace(deps);
  if (!demo) return undefined;
  const secret = await rotateDemoSecret(deps, demo.tenantId, demo.ownerId);
  return { ...demo, secret, url: appUrlOf(deps, demoDomain) };
}

/**
 * Makes sure the demo workspace exists and starts `hosts` simulated devices against
 * `localUrl` (this server). Never fails the server's start: a problem is logged.
 */
export async function startDemoFleet(
  deps: Deps & { localUrl: string; hosts: number },
): Promise<ChildProcess | undefined> {
  try {
    const demo = await prepareDemoWorkspace(deps);
    if (!demo) {
      deps.log.warn(`Demo fleet off: ${demoEmail} exists without a workspace`);
      return undefined;
    }
    if (demo.password) {
      // Shown exactly once, as the operator's generated password is.
      deps.log.warn(
        `Demo workspace created at ${demo.url} — sign in with ${demoEmail} / ${demo.password}`,
      );
    }
    deps.log.info(
      `Demo workspace ${demo.url}: ${deps.hosts} simulated devices report in (DEMO_FLEET=0 turns them off)`,
    );
    return spawnFleet(deps.localUrl, demo.secret, deps.hosts, deps.log);
  } catch (error) {
    deps.log.warn({ err: error }, "Demo fleet not started");
    return undefined;
  }
}
