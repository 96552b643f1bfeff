import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { configPlugin } from "./config.ts";
import { dataKeyFileName, secretBoxPlugin } from "./secret-box.ts";
import { testConfig } from "../test-support/test-app.ts";
import type { AppConfig } from "../config.ts";

/** The plugin alone, on a bare Fastify: which key does a server with `config` use? */
async function boxOf(overrides: Partial<AppConfig>) {
  const config = testConfig(overrides);
  const app = Fastify({ logger: false });
  await app.register(configPlugin, { config });
  await app.register(secretBoxPlugin, { config });
  await app.ready();
  const box = app.secretBox;
  await app.close();
  return box;
}

describe("the data key a server uses", () => {
  const directories: string[] = [];
  afterAll(() => Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("keeps one in DATA_DIR when none is configured, so a restart opens what was sealed", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-data-"));
    directories.push(dataDir);
    const sealed = (await boxOf({ nodeEnv: "development", dataDir })).seal("KEY-1", "ctx");
    expect((await stat(path.join(dataDir, dataKeyFileName))).mode & 0o777).toBe(0o600);
    const restarted = await boxOf({ nodeEnv: "production", dataDir });
    expect(restarted.open(sealed, "ctx")).toBe("KEY-1");
  });

  it("uses DATA_ENCRYPTION_KEY when set, and writes no key file", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fleetward-data-"));
    directories.push(dataDir);
    const dataEncryptionKey = Buffer.alloc(32, 3);
    const sealed = (await boxOf({ nodeEnv: "production", dataDir, dataEncryptionKey })).seal(
      "KEY-2",
      "ctx",
    );
    expect((await boxOf({ dataEncryptionKey })).open(sealed, "ctx")).toBe("KEY-2");
    await expect(stat(path.join(dataDir, dataKeyFileName))).rejects.toThrow();
  });

  it("uses a throw-away key in tests", async () => {
    const sealed = (await boxOf({})).seal("KEY-3", "ctx");
    await expect(async () => (await boxOf({})).open(sealed, "ctx")).rejects.toThrow();
  });
});
