import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/*
 * Encryption at rest for the few values the database must keep but nobody may read from it
 * (licence product keys): AES-256-GCM with a fresh 96-bit IV per value (docs/decisions/0021).
 *
 * A sealed value is text: `v1:` + base64 of IV (12 bytes) ‖ tag (16 bytes) ‖ ciphertext. The
 * version names the format and key, so a later key can be rolled in next to this one. The
 * `context` (e.g. the row's tenant and id) is authenticated but not stored: a sealed value
 * copied onto another row does not open there.
 */

const algorithm = "aes-256-gcm";
const version = "v1:";
const ivBytes = 12;
const tagBytes = 16;
export const dataKeyBytes = 32;

/** Opening failed: tampered, sealed for another context, or sealed with another key. */
export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

export type SecretBox = {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /**
   * A keyed hash of `message` (HMAC-SHA-256, base64url) under a key derived for `context`:
   * values the server must recognise as its own without storing them (SSO flow state).
   */
  mac(message: string, context: string): string;
};

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== dataKeyBytes) throw new Error(`the data key must be ${dataKeyBytes} bytes`);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv(algorithm, key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return version + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
    },
    mac(message, context) {
      const derived = Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), context, 32));
      return createHmac("sha256", derived).update(message, "utf8").digest("base64url");
    },
    open(sealed, context) {
      if (!sealed.startsWith(version)) throw new SecretBoxError("unknown sealed-value format");
      const bytes = Buffer.from(sealed.slice(version.length), "base64");
      if (bytes.length < ivBytes + tagBytes) throw new SecretBoxError("sealed value too short");
      try {
        const decipher = createDecipheriv(algorithm, key, bytes.subarray(0, ivBytes));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
        const body = bytes.subarray(ivBytes + tagBytes);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch (error) {
        throw new SecretBoxError("the sealed value does not open with this key", { cause: error });
      }
    },
  };
}

/** A key as DATA_ENCRYPTION_KEY gives it: base64 of exactly 32 bytes, or undefined. */
export function parseDataKey(base64: string): Buffer | undefined {
  const trimmed = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, "base64");
  return key.length === dataKeyBytes ? key : undefined;
}

export function generateDataKey(): Buffer {
  return randomBytes(dataKeyBytes);
}

/**
 * The key kept in `file`, created (owner-only, 0600) on first use. For the embedded database:
 * the key lives next to the data it protects, so `npm start` works without configuration.
 * The key is written in full to a temporary file first and then linked into place, which
 * fails if the file exists: two processes starting at once end up reading the same key.
 */
export async function keyFromFile(file: string): Promise<{ key: Buffer; created: boolean }> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, `${generateDataKey().toString("base64")}\n`, {
    mode: 0o600,
    flag: "wx",
    flush: true,
  });
  let created = true;
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    created = false;
  } finally {
    await rm(temporary, { force: true });
  }
  const key = parseDataKey(await readFile(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a base64 key of ${dataKeyBytes} bytes`);
  return { key, created };
}
