import { count, eq, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";

export type FormEndpoint = {
  url: string;
  /** The table one successful request adds one row to. */
  table: PgTable & { id: PgColumn };
  /** A payload the endpoint accepts; each call returns a fresh object. */
  valid: () => Record<string, unknown>;
  /** A required one-line field (stored under the same name) and its maximum length. */
  line: { field: string; max: number };
  /** The required free-text field (stored under the same name) and its maximum length. */
  text: { field: string; max: number };
};

let clientCount = 0;

/**
 * A new client address per call, so rate limits stay out of the way: IPv6 documentation
 * addresses in distinct /64 networks, because the rate limiter counts a /64 as one client.
 * One sequence per test file, so no two helpers ever hand out the same address.
 */
export function nextClientAddress(): string {
  return `2001:db8:${(++clientCount).toString(16)}::1`;
}

/** Posts to a form endpoint from a fresh client address and reads back what it stored. */
export function formEndpointClient<T extends FormEndpoint["table"]>(
  endpoint: { url: string; table: T },
  getApp: () => FastifyInstance,
) {
  const post = (payload: unknown, remoteAddress = nextClientAddress()) =>
    getApp().inject({
      method: "POST",
      url: endpoint.url,
      payload: payload as object,
      remoteAddress,
    });

  const rowCount = async () => {
    const [row] = await getApp()
      .db.orm.select({ n: count() })
      .from(endpoint.table as PgTable);
    return row?.n ?? 0;
  };

  /** The one row with this id. */
  const storedRow = async (id: string): Promise<InferSelectModel<T>> => {
    const rows = await getApp()
      .db.orm.select()
      .from(endpoint.table as PgTable)
      .where(eq(endpoint.table.id, id));
    expect(rows).toHaveLength(1);
    return rows[0] as InferSelectModel<T>;
  };

  return { post, rowCount, storedRow };
}

/**
 * The behaviour every public form shares: stores what it validated, verbatim; refuses
 * bad input with 422 naming the fields and writes nothing; 415 for anything but JSON;
 * 5 requests a minute per client. Call inside a `describe` whose app `getApp` returns.
 */
export function formEndpointCases(endpoint: FormEndpoint, getApp: () => FastifyInstance) {
  const { line, text } = endpoint;
  const { post, rowCount, storedRow: typedRow } = formEndpointClient(endpoint, getApp);
  const storedRow = async (id: string) => (await typedRow(id)) as Record<string, unknown>;

  /** Posts `payload`, expects a 422 whose detail matches, and checks nothing was written. */
  const expectRejected = async (payload: unknown, detail: string | RegExp) => {
    const before = await rowCount();
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().detail).toMatch(detail);
    expect(await rowCount()).toBe(before);
  };

  it("stores text exactly as sent, apart from surrounding white space", async () => {
    const payload = {
      ...endpoint.valid(),
      [line.field]: "  Zoë Ñúñez-李 Ы 🚀 مرحبا e\u0301  ",
      [text.field]: `\n  First line — “quoted”, 100 %, $5 & <b>bold</b>\r\n\tsecond line 🧑‍💻 שלום ${"x".repeat(100)}\n\n`,
    };
    const response = await post(payload);

    expect(response.statusCode, response.body).toBe(201);
    const row = await storedRow(response.json().id);
    expect(row[line.field]).toBe("Zoë Ñúñez-李 Ы 🚀 مرحبا e\u0301");
    expect(row[text.field]).toBe(
      `First line — “quoted”, 100 %, $5 & <b>bold</b>\r\n\tsecond line 🧑‍💻 שלום ${"x".repeat(100)}`,
    );
  });

  it("stores SQL-looking input verbatim and as data only", async () => {
    const injection = `Robert'); DROP TABLE users; --`;
    const more = `' OR '1'='1'; SELECT * FROM pg_user; -- \\x00 $1 %_ ${"y".repeat(100)}`;
    const before = await rowCount();
    const response = await post({
      ...endpoint.valid(),
      [line.field]: injection,
      [text.field]: more,
    });

    expect(response.statusCode, response.body).toBe(201);
    const row = await storedRow(response.json().id);
    expect(row[line.field]).toBe(injection);
    expect(row[text.field]).toBe(more);
    expect(await rowCount()).toBe(before + 1);
  });

  it("accepts the maximum lengths and refuses one character more", async () => {
    const atLimit = { [line.field]: "a".repeat(line.max), [text.field]: "b".repeat(text.max) };
    expect((await post({ ...endpoint.valid(), ...atLimit })).statusCode).toBe(201);

    await expectRejected(
      { ...endpoint.valid(), [line.field]: "a".repeat(line.max + 1) },
      `${line.field}: Too big: expected string to have <=${line.max} characters`,
    );
    await expectRejected(
      { ...endpoint.valid(), [text.field]: "b".repeat(text.max + 1) },
      `${text.field}: Too big: expected string to have <=${text.max} characters`,
    );
  });

  it("refuses a field of nearly a megabyte for its length alone", async () => {
    await expectRejected(
      { ...endpoint.valid(), [text.field]: "@.".repeat(450_000) },
      new RegExp(`^${text.field}: Too big`),
    );
  });

  it("names every missing field", async () => {
    const payload = endpoint.valid();
    delete payload[line.field];
    delete payload[text.field];
    await expectRejected(payload, `${line.field}: Required`);
    await expectRejected(payload, `${text.field}: Required`);
    await expectRejected({}, new RegExp(`${line.field}: Required.*${text.field}: Required`));
  });

  it("treats a blank field as missing", async () => {
    await expectRejected(
      { ...endpoint.valid(), [line.field]: " \t\n " },
      `${line.field}: Required`,
    );
  });

  it("refuses fields it does not know instead of dropping them silently", async () => {
    await expectRejected(
      { ...endpoint.valid(), isAdmin: true },
      'body: Unrecognized key: "isAdmin"',
    );
  });

  it("refuses wrong types, NUL characters and broken Unicode", async () => {
    await expectRejected(
      { ...endpoint.valid(), [line.field]: 42 },
      `${line.field}: Invalid input: expected string, received number`,
    );
    const forbidden = "Must not contain control characters or invalid Unicode";
    await expectRejected(
      { ...endpoint.valid(), [line.field]: "a\u0000b" },
      `${line.field}: ${forbidden}`,
    );
    await expectRejected(
      { ...endpoint.valid(), [line.field]: "line\nbreak" },
      `${line.field}: ${forbidden}`,
    );
    await expectRejected(
      { ...endpoint.valid(), [text.field]: `lone \ud800 surrogate ${"z".repeat(100)}` },
      `${text.field}: ${forbidden}`,
    );
  });

  it("refuses a body that is not a JSON object", async () => {
    await expectRejected([endpoint.valid()], /^body: /);
  });

  it("answers 415 for form-encoded or plain-text bodies, and writes nothing", async () => {
    const before = await rowCount();
    for (const contentType of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await getApp().inject({
        method: "POST",
        url: endpoint.url,
        headers: { "content-type": contentType },
        payload: new URLSearchParams(endpoint.valid() as Record<string, string>).toString(),
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().detail).toBe(`Content type ${contentType} is not accepted here`);
    }
    expect(await rowCount()).toBe(before);
  });

  it("allows 5 requests a minute per client, then answers 429 with Retry-After", async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 5; i++) {
      expect((await post(endpoint.valid(), client)).statusCode).toBe(201);
    }
    const before = await rowCount();
    const limited = await post(endpoint.valid(), client);

    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Too many requests; try again in /);
    expect(await rowCount()).toBe(before);
    // Another client is not affected.
    expect((await post(endpoint.valid())).statusCode).toBe(201);
  });
}
