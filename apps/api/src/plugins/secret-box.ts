import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { generateDataKey, keyFromFile, secretBox, type SecretBox } from "../lib/secret-box.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Seals and opens values stored encrypted at rest (docs/decisions/0021). */
    secretBox: SecretBox;
  }
}

/** Where the embedded setup keeps its generated key: beside the database it protects. */
export const dataKeyFileName = "data-encryption.key";

/**
 * The data key: DATA_ENCRYPTION_KEY when set (required in production on PostgreSQL, see
 * config.ts); a throw-away key in tests, whose databases are scratch; otherwise one generated
 * once and kept in DATA_DIR, so the embedded setup needs no configuration.
 */
async function dataKeyFor(config: AppConfig, app: FastifyInstance): Promise<Buffer> {
  if (config.dataEncryptionKey) return config.dataEncryptionKey;
  if (config.nodeEnv === "test") return generateDataKey();
  const file = path.join(config.dataDir, dataKeyFileName);
  const { key, created } = await keyFromFile(file);
  if (created) {
    app.log.warn(
      `Created the data encryption key ${file}: back it up with the data, or set DATA_ENCRYPTION_KEY`,
    );
  }
  return key;
}

export const secretBoxPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    app.decorate("secretBox", secretBox(await dataKeyFor(config, app)));
  },
  { name: "secret-box", dependencies: ["config"] },
);
