import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  generateDataKey,
  keyFromFile,
  parseDataKey,
  secretBox,
  SecretBoxError,
} from "./secret-box.ts";

const box = secretBox(generateDataKey());
const context = "license:tenant-a:license-1";

/** The sealed value with one byte of its payload flipped. */
function flipped(sealed: string, index: number): string {
  const bytes = Buffer.from(sealed.slice(3), "base64");
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return `v1:${bytes.toString("base64")}`;
}

describe("secret box (AES-256-GCM)", () => {
  it("opens what it sealed, in any script", () => {
    for (const plaintext of ["ABCDE-12345-FGHIJ-67890", "", "ключ 🔑 鍵\nline two"]) {
      const sealed = box.seal(plaintext, context);
      expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
      expect(sealed).not.toContain(plaintext || "never");
      expect(box.open(sealed, context)).toBe(plaintext);
    }
  });

  it("uses a fresh IV each time: the same key sealed twice differs", () => {
    const sealed = new Set(Array.from({ length: 50 }, () => box.seal("SAME-KEY", context)));
    expect(sealed.size).toBe(50);
    const ivs = new Set(
      [...sealed].map((value) => Buffer.from(value.slice(3), "base64").subarray(0, 12).toString()),
    );
    expect(ivs.size).toBe(50);
  });

  it("refuses a tampered IV, tag or ciphertext", () => {
    const sealed = box.seal("ABCDE-12345", context);
    for (const index of [0, 11, 12, 27, 28, 35]) {
      expect(() => box.open(flipped(sealed, index), context)).toThrow(SecretBoxError);
    }
    expect(() => box.open(sealed.slice(0, 20), context)).toThrow(SecretBoxError);
    expect(() => box.open(`v2:${sealed.slice(3)}`, context)).toThrow(SecretBoxError);
  });

  it("refuses another context (a value copied to another row) and another key", () => {
    const sealed = box.seal("ABCDE-12345", context);
    expect(() => box.open(sealed, "license:tenant-b:license-1")).toThrow(SecretBoxError);
    expect(() => secretBox(generateDataKey()).open(sealed, context)).toThrow(SecretBoxError);
  });

  it("keys a hash by key and context: the same for both, different for any other", () => {
    const mac = box.mac("flow-1", "sso-state");
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(box.mac("flow-1", "sso-state")).toBe(mac);
    expect(box.mac("flow-2", "sso-state")).not.toBe(mac);
    expect(box.mac("flow-1", "sso-nonce")).not.toBe(mac);
    expect(secretBox(generateDataKey()).mac("flow-1", "sso-state")).not.toBe(mac);
  });

  it("takes only a 32-byte key", () => {
    expect(() => secretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
    expect(parseDataKey(Buffer.alloc(32, 1).toString("base64"))).toEqual(Buffer.alloc(32, 1));
    expect(parseDataKey(Buffer.alloc(31).toString("base64"))).toBeUndefined();
    expect(parseDataKey("not base64!")).toBeUndefined();
  });
});

describe("the key file of the embedded setup", () => {
  const directories: string[] = [];
  const freshDirectory = async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "fleetward-key-"));
    directories.push(directory);
    return directory;
  };
  afterAll(() => Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("creates the key once, readable by its owner only, and reads it back afterwards", async () => {
    const file = path.join(await freshDirectory(), "nested", "data-encryption.key");
    const first = await keyFromFile(file);
    expect(first.created).toBe(true);
    expect(first.key).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await keyFromFile(file);
    expect(again).toEqual({ key: first.key, created: false });
    // No temporary file is left behind.
    expect(await readdir(path.dirname(file))).toEqual(["data-encryption.key"]);
  });

  it("gives processes starting at once the same key", async () => {
    const file = path.join(await freshDirectory(), "data-encryption.key");
    const results = await Promise.all(Array.from({ length: 8 }, () => keyFromFile(file)));
    expect(new Set(results.map(({ key }) => key.toString("hex"))).size).toBe(1);
    expect(results.filter(({ created }) => created)).toHaveLength(1);
  });

  it("refuses a file that does not hold a key", async () => {
    const file = path.join(await freshDirectory(), "data-encryption.key");
    await writeFile(file, "hello\n");
    await expect(keyFromFile(file)).rejects.toThrow(/does not hold a base64 key/);
  });
});
