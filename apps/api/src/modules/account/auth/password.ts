import { argon2, randomBytes, timingSafeEqual } from "node:crypto";

type Argon2Cost = { memory: number; passes: number; parallelism: number };

// OWASP's minimum argon2id configuration (19 MiB, 2 passes, 1 lane): about 85 ms here.
const currentCost: Argon2Cost = { memory: 19456, passes: 2, parallelism: 1 };
const saltLength = 16;

/**
 * A hash of a random password nobody knows, at the current cost. Sign-in verifies against it
 * when the e-mail matches no account, so that answer takes as long as a wrong password.
 */
export const dummyPasswordHash =
  "$argon2id$v=19$m=19456,t=2,p=1$jh6I+xln+yD6CbP1/UNv9Q$i/mQW7D8r2nUz3l+yTFMcGKOvt5OsWvW+4yc1EnHqsc";
const tagLength = 32;

// Upper bounds for parameters read back from a stored hash, so a corrupted or planted
// row cannot make one verification allocate gigabytes.
const maxMemoryKib = 1024 * 1024;
const maxPasses = 16;

const phcPattern =
  /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Runs on libuv's thread pool, so hashing never blocks the event loop. */
function deriveKey(password: string, salt: Buffer, cost: Argon2Cost, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2(
      "argon2id",
      { message: password, nonce: salt, tagLength: length, ...cost },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

// PHC strings use standard base64 without padding.
const toPhcBase64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** Hashes a password into a self-describing PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const hash = await deriveKey(password, salt, currentCost, tagLength);
  const { memory, passes, parallelism } = currentCost;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${toPhcBase64(salt)}$${toPhcBase64(hash)}`;
}

/** False for a wrong password and for anything that is not one of our argon2id hashes. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parsePhc(storedHash);
  if (!parsed) return false;
  const actual = await deriveKey(password, parsed.salt, parsed.cost, parsed.hash.length);
  return timingSafeEqual(actual, parsed.hash);
}

function parsePhc(phc: string) {
  const match = phcPattern.exec(phc);
  if (!match) return undefined;
  const [, m, t, p, salt, hash] = match;
  const cost = { memory: Number(m), passes: Number(t), parallelism: Number(p) };
  const saltBytes = Buffer.from(salt ?? "", "base64");
  const hashBytes = Buffer.from(hash ?? "", "base64");
  const sane =
    cost.memory <= maxMemoryKib &&
    cost.passes <= maxPasses &&
    cost.parallelism >= 1 &&
    cost.memory >= 8 * cost.parallelism &&
    saltBytes.length >= 8 &&
    hashBytes.length >= 4;
  return sane ? { cost, salt: saltBytes, hash: hashBytes } : undefined;
}

/** A random password for generated accounts: 144 bits, URL- and shell-safe. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
