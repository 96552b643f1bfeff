import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * On PostgreSQL a production server needs DATA_ENCRYPTION_KEY (docs/decisions/0021); one per
 * test run, so restarts and second instances share it. The embedded setup keeps its own.
 */
const dataEncryptionKey = randomBytes(32).toString("base64");

export type RunningServer = {
  baseUrl: string;
  /** The server process, e.g. to read its memory use. */
  pid: number;
  stop: () => Promise<void>;
  /** SIGKILL, as a crash would: nothing is flushed and the data directory is kept. */
  kill: () => Promise<void>;
  logs: () => string;
};

/**
 * A new data directory for a server. When the run prepared one (run.ts sets E2E_DATA_TEMPLATE
 * to a data directory a server has already started on), it is a copy of that: the server then
 * skips initdb, the migrations and the first seed, about a third of its start-up. The state is
 * the same a first start leaves, so no test can tell the difference.
 */
export async function newDataDir(prefix = "fleetward-e2e-"): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template) await cp(template, dataDir, { recursive: true });
  return dataDir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready in time");
}

/** Starts the built production server on a free port with its own empty embedded database. */
export async function startServer(
  extraEnv: (baseUrl: string) => Record<string, string> = () => ({}),
  /**
   * `dataDir`: reuse a data directory (a restart after a crash); the caller then removes it.
   * `nodeArgs`: options for the server's Node, e.g. `--trace-gc`.
   */
  options: { dataDir?: string; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await newDataDir());
  let output = "";
  const extra = extraEnv(baseUrl);
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "--import", "tsx", "apps/api/src/main.ts"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        PUBLIC_URL: baseUrl,
        // No demo workspace and simulated devices (docs/decisions/0027): e2e runs stay fast.
        DEMO_FLEET: "0",
        ...(extra.DATABASE_URL ? { DATA_ENCRYPTION_KEY: dataEncryptionKey } : {}),
        ...extra,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    baseUrl,
    pid: child.pid!,
    logs: () => output,
    stop: async () => {
      await endProcess(child, "SIGTERM");
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    kill: () => endProcess(child, "SIGKILL"),
  };
}

/** Signals the process and waits for its exit; one that has already exited is done at once. */
async function endProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}
