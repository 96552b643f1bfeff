import { ScimError } from "./errors.ts";

/*
 * The part of SCIM's filter language (RFC 7644 §3.4.2.2) that identity providers send when
 * they look a resource up before creating it: `eq` comparisons joined by `and`, an attribute
 * optionally narrowed by a value filter (`emails[type eq "work"].value`). Anything else is a
 * 400 invalidFilter rather than a silently wrong answer.
 */

export type FilterValue = string | boolean | number | null;

/** One `path eq value`; `path` lower-cased, schema URN removed, `[type eq "work"]` kept in `where`. */
export type Comparison = {
  path: string;
  value: FilterValue;
  where?: { attribute: string; value: FilterValue };
};

const tokenPattern =
  /\s*(?:("(?:[^"\\]|\\.)*")|(\[)|(\])|(\.?[A-Za-z][\w:.$-]*)|(-?\d+(?:\.\d+)?))/y;

type Token = { kind: "string" | "word" | "number" | "[" | "]"; text: string };

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < filter.length) {
    if (/^\s*$/.test(filter.slice(tokenPattern.lastIndex))) break;
    const match = tokenPattern.exec(filter);
    if (!match) throw invalid(filter);
    const [, string, open, close, word, number] = match;
    if (string !== undefined) tokens.push({ kind: "string", text: string });
    else if (open) tokens.push({ kind: "[", text: "[" });
    else if (close) tokens.push({ kind: "]", text: "]" });
    else if (word !== undefined) tokens.push({ kind: "word", text: word });
    else tokens.push({ kind: "number", text: number ?? "" });
  }
  return tokens;
}

const invalid = (filter: string) =>
  new ScimError(
    400,
    `The filter ${JSON.stringify(filter)} is not one this service understands`,
    "invalidFilter",
  );

/** `urn:…:User:userName` and `userName` are the same attribute; paths compare lower-cased. */
export function attributePath(path: string): string {
  const lower = path.toLowerCase();
  const urn =
    /^urn:ietf:params:scim:schemas:(?:core:2\.0:(?:user|group)|extension:enterprise:2\.0:user):/;
  return lower.replace(urn, "");
}

function valueOf(token: Token | undefined, filter: string): FilterValue {
  if (!token) throw invalid(filter);
  if (token.kind === "string") {
    try {
      return JSON.parse(token.text) as string;
    } catch {
      throw invalid(filter);
    }
  }
  if (token.kind === "number") return Number(token.text);
  if (token.kind === "word") {
    const word = token.text.toLowerCase();
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
  }
  throw invalid(filter);
}

/** Parses `filter` into comparisons that must all hold. */
export function parseFilter(filter: string): Comparison[] {
  const tokens = tokenize(filter);
  const comparisons: Comparison[] = [];
  let at = 0;
  const next = () => tokens[at++];
  const expectWord = (word: string) => {
    const token = next();
    if (token?.kind !== "word" || token.text.toLowerCase() !== word) throw invalid(filter);
  };
  while (at < tokens.length) {
    if (comparisons.length > 0) expectWord("and");
    const attribute = next();
    if (attribute?.kind !== "word") throw invalid(filter);
    let path = attributePath(attribute.text);
    let where: Comparison["where"];
    if (tokens[at]?.kind === "[") {
      at++;
      const inner = next();
      if (inner?.kind !== "word") throw invalid(filter);
      expectWord("eq");
      where = { attribute: inner.text.toLowerCase(), value: valueOf(next(), filter) };
      if (next()?.kind !== "]") throw invalid(filter);
      const sub = tokens[at];
      if (sub?.kind === "word" && sub.text.startsWith(".")) {
        path += sub.text.toLowerCase();
        at++;
      }
    }
    expectWord("eq");
    comparisons.push({ path, value: valueOf(next(), filter), ...(where ? { where } : {}) });
  }
  if (comparisons.length === 0) throw invalid(filter);
  return comparisons;
}
