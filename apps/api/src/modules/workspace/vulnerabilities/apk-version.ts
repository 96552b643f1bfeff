/**
 * Alpine apk version ordering, ported from alpinelinux/apk-tools src/version.c (the
 * token-based version with `~hash` commit tokens). Grammar, in apk's own words:
 *   digit{.digit}...{letter}{_suf{#}}...{~hash}{-r#}
 * The tokens below keep apk's numeric order, because comparing two versions whose
 * common prefix is equal falls back to comparing token kinds by that order.
 */
const Token = {
  InitialDigit: 0,
  Digit: 1,
  Letter: 2,
  Suffix: 3,
  SuffixNo: 4,
  CommitHash: 5,
  RevisionNo: 6,
  End: 7,
  Invalid: 8,
} as const;
type Token = (typeof Token)[keyof typeof Token];

// apk's suffix ranks: the pre-release ones sort below "no suffix" (NONE), the rest above.
const SUFFIX_NONE = 5;
const SUFFIX_RANK: ReadonlyMap<string, number> = new Map([
  ["alpha", 1],
  ["beta", 2],
  ["pre", 3],
  ["rc", 4],
  ["cvs", 6],
  ["svn", 7],
  ["git", 8],
  ["hg", 9],
  ["p", 10],
]);

interface TokenState {
  token: Token;
  /** The token's text: digits without the leading `.`, the letter, suffix or hash. */
  value: string;
  suffix: number;
}

class Cursor {
  pos = 0;
  readonly s: string;
  constructor(s: string) {
    this.s = s;
  }
  span(re: RegExp): string {
    const start = this.pos;
    while (this.pos < this.s.length && re.test(this.s[this.pos]!)) this.pos++;
    return this.s.slice(start, this.pos);
  }
}

function parseDigits(t: TokenState, c: Cursor, token: Token): void {
  t.value = c.span(/[0-9]/);
  t.token = t.value === "" ? Token.Invalid : token;
}

/** `token_next` in apk's version.c: the kind of the next token, checked against the last. */
function nextToken(t: TokenState, c: Cursor): void {
  if (c.pos >= c.s.length) {
    t.token = Token.End;
    return;
  }
  const ch = c.s[c.pos]!;
  const previous = t.token;
  if (ch >= "a" && ch <= "z") {
    if (previous > Token.Digit) return invalid(t);
    t.value = ch;
    t.token = Token.Letter;
    c.pos++;
  } else if (ch === "." || (ch >= "0" && ch <= "9")) {
    if (ch === ".") {
      if (previous > Token.Digit) return invalid(t);
      c.pos++;
    }
    if (previous === Token.InitialDigit || previous === Token.Digit) {
      parseDigits(t, c, Token.Digit);
    } else if (previous === Token.Suffix) {
      parseDigits(t, c, Token.SuffixNo);
    } else invalid(t);
  } else if (ch === "_") {
    if (previous > Token.SuffixNo) return invalid(t);
    c.pos++;
    t.value = c.span(/[a-z]/);
    t.suffix = SUFFIX_RANK.get(t.value) ?? 0;
    t.token = t.suffix === 0 ? Token.Invalid : Token.Suffix;
  } else if (ch === "~") {
    if (previous >= Token.CommitHash) return invalid(t);
    c.pos++;
    t.value = c.span(/[0-9a-f]/);
    t.token = t.value === "" ? Token.Invalid : Token.CommitHash;
  } else if (ch === "-") {
    if (previous >= Token.RevisionNo || c.s[c.pos + 1] !== "r") return invalid(t);
    c.pos += 2;
    parseDigits(t, c, Token.RevisionNo);
  } else invalid(t);
}

function invalid(t: TokenState): void {
  t.token = Token.Invalid;
}

function firstToken(c: Cursor): TokenState {
  const t: TokenState = { token: Token.InitialDigit, value: "", suffix: 0 };
  parseDigits(t, c, Token.InitialDigit);
  return t;
}

/** apk compares digit runs as unsigned integers; as strings here so nothing overflows. */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+/, "");
  const y = b.replace(/^0+/, "");
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `apk_blob_sort`: bytewise, then the shorter first. */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** `token_cmp` in apk's version.c, for two tokens of the same kind. */
function compareTokens(a: TokenState, b: TokenState): number {
  switch (a.token) {
    case Token.Digit:
      // A leading zero after a dot means a decimal fraction (Gentoo's rule): "1.05" < "1.1".
      if (a.value.startsWith("0") || b.value.startsWith("0")) {
        return compareStrings(a.value, b.value);
      }
      return compareNumbers(a.value, b.value);
    case Token.InitialDigit:
    case Token.SuffixNo:
    case Token.RevisionNo:
      return compareNumbers(a.value, b.value);
    case Token.Suffix:
      return a.suffix - b.suffix;
    default:
      // Letters and commit hashes sort as text.
      return compareStrings(a.value, b.value);
  }
}

/** Why `v` is not a valid apk version, or null when it is (`apk_version_validate`). */
export function apkProblem(v: string): string | null {
  const c = new Cursor(v);
  const t = firstToken(c);
  while (t.token < Token.End) nextToken(t, c);
  if (t.token === Token.End) return null;
  if (v === "") return "version string is empty";
  const at = Math.max(0, c.pos - 1);
  return `not an apk version (digit{.digit}...{letter}{_suffix{#}}...{~hash}{-r#}) near position ${at}`;
}

/** `apk_version_compare` for two versions already known to be valid. */
export function compareApk(a: string, b: string): number {
  const ca = new Cursor(a);
  const cb = new Cursor(b);
  const ta = firstToken(ca);
  const tb = firstToken(cb);
  while (ta.token === tb.token && ta.token < Token.End) {
    const rc = compareTokens(ta, tb);
    if (rc !== 0) return rc;
    nextToken(ta, ca);
    nextToken(tb, cb);
  }
  if (ta.token === tb.token) return 0;
  // Equal so far: the longer version is newer unless what it adds is a pre-release suffix.
  if (ta.token === Token.Suffix && ta.suffix < SUFFIX_NONE) return -1;
  if (tb.token === Token.Suffix && tb.suffix < SUFFIX_NONE) return 1;
  return ta.token > tb.token ? -1 : 1;
}
