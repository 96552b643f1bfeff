/** A block of legal text: a paragraph, or a list of points. */
export type LegalBlock = string | { list: readonly string[] };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export const lastUpdated = "1 November 2026";
