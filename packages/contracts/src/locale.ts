import { z } from "zod";

/**
 * The 16 interface languages, which are also the languages of the e-mails. `ae` is the
 * product's code for Arabic (right to left); the others are ISO 639-1 codes.
 */
export const localeCodes = [
  "en",
  "de",
  "ja",
  "ae",
  "da",
  "el",
  "es",
  "fr",
  "hu",
  "it",
  "pl",
  "pt",
  "ru",
  "sv",
  "tr",
  "zh",
] as const;
export type LocaleCode = (typeof localeCodes)[number];

export const localeSchema = z.enum(localeCodes, {
  error: `Use one of ${localeCodes.join(", ")}`,
});
