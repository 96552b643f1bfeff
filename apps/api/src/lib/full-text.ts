/** Search words beyond this are ignored: a longer query only costs time. */
const maxSearchWords = 10;

/**
 * `Encrypt disks!` → `encrypt:* & disks:*`: every word must match a word of the post or its
 * beginning. Only letters and digits reach to_tsquery, so its operators cannot be injected.
 * Undefined when there is nothing to search for.
 */
export function toPrefixTsquery(q: string | undefined): string | undefined {
  const words = q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, maxSearchWords);
  return unique.length > 0 ? unique.map((word) => `${word}:*`).join(" & ") : undefined;
}

/** `100%_off` → a LIKE pattern that matches those characters literally, anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
