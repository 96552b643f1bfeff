import { z } from "zod";

/*
 * Building blocks for the public forms, so every form trims, limits and rejects the
 * same way in the browser and on the server. Length limits abort further checks: a
 * megabyte of text is refused for its length before any pattern runs over it.
 */

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not valid UTF-8.
const forbiddenInLine = /[\p{Cc}\p{Cs}]/u;
const forbiddenInText = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;
const forbiddenMessage = "Must not contain control characters or invalid Unicode";

/** One line of text (a name, a subject): trimmed, not blank, at most `max` characters. */
export const requiredLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "Required" })
    .max(max, { abort: true })
    .refine((text) => !forbiddenInLine.test(text), { error: forbiddenMessage });

/** One optional line of text; an empty string means "not given". */
export const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { abort: true })
    .refine((text) => !forbiddenInLine.test(text), { error: forbiddenMessage })
    .optional();

/** Free text over several lines (a message, a cover letter), trimmed, `min` to `max` characters. */
export const requiredText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max, { abort: true })
    .refine((text) => !forbiddenInText.test(text), { error: forbiddenMessage });

/** An e-mail address, trimmed and stored lower-cased. */
export const emailAddress = () =>
  z.string().trim().toLowerCase().max(254, { abort: true }).check(z.email());

/**
 * For strings the server looks up rather than stores (search text, slugs, a sign-in name):
 * PostgreSQL refuses NUL in a text parameter, so refuse control characters up front (422).
 */
export const lookupText = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.refine((text) => !forbiddenInLine.test(text), { error: forbiddenMessage });
