import fc from "fast-check";
import type { ApiRoute, JsonSchema } from "./api-routes.ts";

/** Strings that have broken parsers, databases and log lines before. */
const hostileStrings = [
  "",
  " ",
  " \t\n\r ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\u0007\u0008\u001b[31mred\u001b[0m",
  "\u202Egnp.exe",
  "مرحبا بالعالم",
  "שלום",
  "🚀🧑‍💻👨‍👩‍👧‍👦",
  "e\u0301\u0301\u0301",
  "\uFEFFbom",
  "\uD800",
  "\uDFFF\uD800",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "%_\\",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "99999999999999999999999999",
  "0x1F",
  "true",
  "{}",
  "[]",
  "__proto__",
  "constructor",
  "2026-02-30",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "user@",
  "@example.com",
  "a@b",
];

/** Any string, with unicode of every kind and control characters over-represented. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom("x", "é", "🚀", "\u0000").map((c) => c.repeat(5000)) },
);

/** Any JSON value at all: the wrong type for most fields. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5, 1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A value that follows the schema's type (so the request gets past validation now and
 * then and reaches the service) — or, as often, one that does not.
 */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausibleValue(schema) }, wrongValue);
}

function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => plausibleValue(alternative)));
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return fc.oneof(
        fc.integer({ min: -5, max: 200 }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 1_000_000, -(2 ** 31)),
        type === "number" ? fc.double() : fc.integer(),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(plausibleValue(schema.items ?? {}), { maxLength: 5 });
    case "object":
      return objectFor(schema);
    default:
      return plausibleString(schema);
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minLength = Math.min(schema.minLength ?? 0, 200);
  const bounded = fc.string({
    unit: "grapheme",
    minLength,
    maxLength: Math.max(Math.min(schema.maxLength ?? 60, 60), minLength),
  });
  if (schema.pattern) return safeStringMatching(schema.pattern);
  switch (schema.format) {
    case "email":
      return fc.oneof(
        fc.emailAddress(),
        hostileString.map((s) => `${s}@example.com`),
      );
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc
        .date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString());
    case "date":
      return fc
        .date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "uri":
      return fc.webUrl();
    default:
      return fc.oneof(bounded, hostileString);
  }
}

/** Strings the pattern accepts; small numbers first, as most patterns are for ids and pages. */
function safeStringMatching(pattern: string): fc.Arbitrary<string> {
  try {
    const regExp = new RegExp(pattern);
    const matching = fc.stringMatching(regExp);
    if (!regExp.test("1")) return matching;
    const small = fc.integer({ min: 1, max: 120 }).map(String);
    return fc.oneof({ weight: 3, arbitrary: small }, matching);
  } catch {
    return fc.string();
  }
}

/**
 * Half the time every field of the schema with a value of its type (so the request often
 * passes validation and reaches the service); otherwise any subset of the fields with any
 * values. Either way, sometimes with fields the schema never named.
 */
function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const plausible = Object.fromEntries(
    entries.map(([name, property]) => [name, plausibleValue(property)]),
  );
  const anything = Object.fromEntries(
    entries.map(([name, property]) => [name, valueFor(property)]),
  );
  return fc
    .tuple(
      fc.oneof(fc.record(plausible), fc.record(anything, { requiredKeys: [] })),
      fc.dictionary(hostileString, wrongValue, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([fields, extra, withExtra]) => (withExtra ? { ...extra, ...fields } : fields));
}

/** A fixed, well-typed body for the route (every field plausible), drawn from `seed`. */
export function plausibleBody(route: ApiRoute, seed: number): Record<string, unknown> {
  const schema = route.body?.schema ?? { type: "object" };
  const plausible = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      plausibleValue(property),
    ]),
  );
  return fc.sample(fc.record(plausible), { seed, numRuns: 1 })[0] ?? {};
}

/** A body for the route: mostly shaped like its schema, sometimes not an object at all. */
export function bodyFor(route: ApiRoute): fc.Arbitrary<unknown> {
  const schema = route.body?.schema ?? { type: "object" };
  return fc.oneof({ weight: 4, arbitrary: objectFor(schema) }, wrongValue);
}

/** A query string for the route's declared parameters, with extras and repeats. */
export function queryFor(route: ApiRoute): fc.Arbitrary<string> {
  const plausible = Object.fromEntries(
    route.query.map((parameter) => [parameter.name, plausibleValue(parameter.schema)]),
  );
  const anything = Object.fromEntries(
    route.query.map((parameter) => [parameter.name, valueFor(parameter.schema)]),
  );
  return fc
    .tuple(
      fc.oneof(
        fc.record(plausible, { requiredKeys: [] }),
        fc.record(anything, { requiredKeys: [] }),
      ),
      fc.oneof(fc.constant({}), fc.dictionary(hostileString, hostileString, { maxKeys: 2 })),
    )
    .map(([fields, extra]) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...extra, ...fields })) {
        for (const item of Array.isArray(value) ? value : [value]) {
          search.append(name, typeof item === "string" ? item : JSON.stringify(item));
        }
      }
      return search.toString();
    });
}

/** A path parameter: a real-looking id or anything that fits in a URL segment. */
export const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.integer().map(String),
  fc.constantFrom("0", "-1", "1.5", "9".repeat(30), "null", "%", "..", "a b", "x".repeat(300)),
  hostileString.filter((s) => s.length > 0 && s.length < 200 && encodable(s)),
);

// A lone surrogate cannot be put in a URL at all.
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

export type Encoded = { contentType: string | undefined; payload: string | Buffer | undefined };

const contentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "text/plain",
  "text/plain; charset=utf-8",
  "multipart/form-data; boundary=----fleetward",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=latin1",
  "",
  "*/*",
];

/** The body as bytes: good JSON, broken JSON, invalid UTF-8, form or multipart, or nothing. */
export function encodedBody(body: unknown): fc.Arbitrary<Encoded> {
  const json = JSON.stringify(body) ?? "null";
  const form = formEncode(body);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constant<Encoded>({ contentType: "application/json", payload: json }),
    },
    fc
      .constantFrom(...contentTypes)
      .map((contentType): Encoded => ({ contentType, payload: json })),
    fc
      .nat({ max: Math.max(json.length - 1, 0) })
      .map((cut): Encoded => ({ contentType: "application/json", payload: json.slice(0, cut) })),
    fc.constant<Encoded>({
      contentType: "application/json",
      // A lone continuation byte, an overlong NUL and a truncated 3-byte sequence.
      payload: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0x80, 0xc0, 0x80, 0xe2, 0x82]),
        Buffer.from('"}'),
      ]),
    }),
    fc.constant<Encoded>({ contentType: "application/x-www-form-urlencoded", payload: form }),
    fc.nat({ max: Math.max(form.length, 1) }).map((cut): Encoded => ({
      contentType: "application/x-www-form-urlencoded",
      payload: `${form.slice(0, cut)}&broken=%E2%8`,
    })),
    fc.constant<Encoded>({
      contentType: "multipart/form-data; boundary=----fleetward",
      payload: `------fleetward\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${json}\r\n------fleetward--\r\n`,
    }),
    fc.constant<Encoded>({
      contentType: "application/xml",
      payload: `<?xml version="1.0"?><a>${json}</a>`,
    }),
    fc.constant<Encoded>({ contentType: undefined, payload: undefined }),
    fc.constant<Encoded>({ contentType: "application/json", payload: "" }),
  );
}

function formEncode(body: unknown): string {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return String(body);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    search.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** Accept-Language values, sane and not. */
export const acceptLanguage: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom("de-DE,de;q=0.9", "ae", "*", "zz;q=abc", "x".repeat(500), ";;;,,,q=", "en;q=2"),
);
