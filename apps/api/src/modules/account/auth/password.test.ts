import { argon2Sync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from "./password.ts";

const phc = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

describe("hashPassword", () => {
  it("produces an argon2id PHC string at OWASP cost with a 16-byte salt and 32-byte tag", async () => {
    const hash = await hashPassword("correct horse battery staple");
    const [, salt, tag] = phc.exec(hash) ?? [];

    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(tag ?? "", "base64")).toHaveLength(32);
  });

  it("salts every hash differently", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("keeps the event loop free while hashing", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 2);
    await hashPassword("a password that takes a while");
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2);
  });
});

describe("verifyPassword", () => {
  it("accepts the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("s3cret-Pa55");
    expect(await verifyPassword("s3cret-Pa55", hash)).toBe(true);
    expect(await verifyPassword("s3cret-Pa56", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("verifies with the cost stored in the hash, so older hashes keep working", async () => {
    const salt = randomBytes(16);
    const tag = argon2Sync("argon2id", {
      message: "legacy",
      nonce: salt,
      memory: 8192,
      passes: 3,
      parallelism: 1,
      tagLength: 32,
    });
    const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
    const stored = `$argon2id$v=19$m=8192,t=3,p=1$${b64(salt)}$${b64(tag)}`;

    expect(await verifyPassword("legacy", stored)).toBe(true);
    expect(await verifyPassword("legacy!", stored)).toBe(false);
  });

  it("rejects tampered and malformed hashes", async () => {
    const hash = await hashPassword("pw-123456");
    const tampered = hash.slice(0, -2) + (hash.endsWith("AA") ? "BB" : "AA");

    expect(await verifyPassword("pw-123456", tampered)).toBe(false);
    expect(await verifyPassword("pw-123456", hash.replace("argon2id", "argon2i"))).toBe(false);
    expect(await verifyPassword("pw-123456", "")).toBe(false);
    expect(
      await verifyPassword("pw-123456", "$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHQ$aGFzaA"),
    ).toBe(false);
  });
});

describe("dummyPasswordHash", () => {
  it("has exactly the cost and shape of a fresh hash, so verifying it takes as long", async () => {
    const fresh = await hashPassword("anything");
    const shape = (hash: string) => hash.replace(/\$[^$]+\$[^$]+$/, "").length;
    expect(dummyPasswordHash).toMatch(phc);
    expect(dummyPasswordHash.split("$").slice(0, 4)).toEqual(fresh.split("$").slice(0, 4));
    expect(dummyPasswordHash.length).toBe(fresh.length);
    expect(shape(dummyPasswordHash)).toBe(shape(fresh));
    expect(await verifyPassword("", dummyPasswordHash)).toBe(false);
  });
});

describe("generatePassword", () => {
  it("returns 24 URL-safe characters (144 random bits), different each time", () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
