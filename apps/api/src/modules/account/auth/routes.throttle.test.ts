import { count, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttleEvents } from "../../../db/schema.ts";
import { minutes } from "../../../lib/clock.ts";
import {
  clientAddressSeries,
  movableClock,
  newAccount,
  recordingSleep,
} from "../../../test-support/accounts.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { authRequests, expectDetail } from "./test-support.ts";
import { accountFailureLimit } from "./throttle.ts";

/*
 * Sign-in throttling (docs/decisions/0007, 0035): guesses are slowed and then refused per
 * address, and per account for addresses the owner never used; the owner's right password at
 * their usual address is slowed by an attacker, never refused.
 */
describe.each(testDatabases)("sign-in throttling on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock();
  const sleeper = recordingSleep();
  const nextClient = clientAddressSeries(0x7e);

  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock, sleep: sleeper.sleep });
  });
  afterAll(() => app.close());

  const { register, loginForm } = authRequests(() => app, nextClient);

  describe("POST /login", () => {
    it("slows an address's guesses at an account, then refuses them (429) for the window", async () => {
      const account = newAccount("victim");
      await register(account);
      const attacker = nextClient();
      sleeper.delays.length = 0;
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await loginForm(
          { username: account.email, password: `Wrong-${attempt}-password` },
          attacker,
        );
        expect(response.statusCode).toBe(401);
      }
      // No delay for the first two attempts, then growing, never over 2 s.
      expect(sleeper.delays).toEqual([0, 0, 500, 1000, 1500, 2000, 2000, 2000, 2000, 2000]);

      // The 11th guess from that address is refused unchecked, even the right password:
      // that address cannot be told from the owner's.
      const blocked = await loginForm(
        { username: account.email, password: account.password },
        attacker,
      );
      expectDetail(blocked, 429, /^Too many sign-in attempts\. Try again in 15 minutes\.$/);
      expect(Number(blocked.headers["retry-after"])).toBe(900);

      time.advance(minutes(15));
      const later = await loginForm(
        { username: account.email, password: account.password },
        attacker,
      );
      expect(later.statusCode, later.body).toBe(200);
      // The success cleared that address's count for the account: a typo starts from zero.
      const [row] = await app.db.orm
        .select({ n: count() })
        .from(throttleEvents)
        .where(
          sql`${throttleEvents.bucket} = 'login_pair' and ${throttleEvents.key} like ${`${account.email} %`}`,
        );
      expect(row?.n).toBe(0);
    });

    it("never locks the owner out: guesses from elsewhere slow the right password, never refuse it", async () => {
      const account = newAccount("owner");
      await register(account);
      const attacker = nextClient();
      // Issue 21: five wrong passwords every 15 minutes used to keep the account locked.
      for (let window = 0; window < 3; window++) {
        const answers: number[] = [];
        while (answers.at(-1) !== 429 && answers.length < 20) {
          const guess = await loginForm(
            { username: account.email, password: `Guess-${window}-${answers.length}` },
            attacker,
          );
          answers.push(guess.statusCode);
        }
        sleeper.delays.length = 0;
        const owner = await loginForm({ username: account.email, password: account.password });
        expect(owner.statusCode, owner.body).toBe(200);
        // After the delay the attacker's failures earned: the wait comes before the check.
        expect(sleeper.delays).toEqual([2000]);
        // The attacker got 10 guesses in the window, then 429.
        expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
        time.advance(minutes(15));
      }
    });

    it("refuses a crowd's guesses at one account from new addresses, not the owner's usual one", async () => {
      const account = newAccount("crowd");
      await register(account);
      const home = nextClient();
      expect(
        (await loginForm({ username: account.email, password: account.password }, home)).statusCode,
      ).toBe(200);
      // A botnet's failures, one per address, up to the account's limit (rows, to save time).
      const now = time.clock();
      await app.db.orm.insert(throttleEvents).values(
        Array.from({ length: accountFailureLimit - 1 }, () => ({
          bucket: "login_account",
          key: account.email,
          createdAt: now,
        })),
      );
      const last = await loginForm({ username: account.email, password: "Guess-99" });
      expect(last.statusCode).toBe(401);
      const refused = await loginForm({ username: account.email, password: "Guess-100" });
      expectDetail(refused, 429, /^Too many sign-in attempts/);
      // A new address is refused even with the right password; the owner's usual one is not.
      expect(
        (await loginForm({ username: account.email, password: account.password })).statusCode,
      ).toBe(429);
      const owner = await loginForm({ username: account.email, password: account.password }, home);
      expect(owner.statusCode, owner.body).toBe(200);
      time.advance(minutes(15));
    });

    it("answers 429 to a client address after 30 failures across accounts", async () => {
      const attacker = nextClient();
      for (let attempt = 1; attempt <= 30; attempt++) {
        const response = await loginForm(
          { username: `target${attempt}@example.com`, password: "Guess-123456" },
          attacker,
        );
        expect(response.statusCode).toBe(401);
      }
      expect(Math.max(...sleeper.delays)).toBeLessThanOrEqual(2000);
      const blocked = await loginForm({ username: "someone@example.com", password: "x" }, attacker);
      expectDetail(blocked, 429, /^Too many sign-in attempts/);
      expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
      // Another address is not affected.
      expect((await loginForm({ username: "someone@example.com", password: "x" })).statusCode).toBe(
        401,
      );
      time.advance(minutes(15));
    });
  });
});
