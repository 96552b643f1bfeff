import { z } from "zod";
import { emailAddress, optionalLine } from "./form-fields.ts";

/*
 * Field building blocks of the workspace (tenant) API, shared by assets, people and the
 * catalog. In requests, "" and null both mean "none" for an optional field.
 */

export const isoDate = z.iso.date({ error: "Must be a date such as 2026-03-31" });

/** An optional date: "" and null both mean "none". */
export const optionalDate = z
  .union([z.literal(""), isoDate])
  .nullable()
  .optional();

/** An optional reference to another row of this workspace (a category, location, person…). */
export const optionalId = z
  .union([z.literal(""), z.uuid()])
  .nullable()
  .optional();

export const nullableLine = (max: number) => optionalLine(max).nullable();

/** An optional e-mail address, stored lower-cased. */
export const optionalEmail = z
  .union([z.literal(""), emailAddress()])
  .nullable()
  .optional();

/** An optional web address; `https:` only when `secureOnly` (images shown inside the app). */
export const optionalUrl = (secureOnly = false) =>
  z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .max(500, { abort: true })
        .check(
          z.url({
            protocol: secureOnly ? /^https$/ : /^https?$/,
            error: secureOnly ? "Must be an https:// address" : "Must be a web address",
          }),
        ),
    ])
    .nullable()
    .optional();

/** Keyset paging: how many to answer, and where the previous page ended. */
export const cursorQueryFields = (defaultLimit: number, maxLimit: number) => ({
  cursor: z.string().max(500).optional().describe("`next_cursor` of the previous page"),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/**
 * One page of a keyset-paged list: `next_cursor` fetches the page after it (null on the last).
 * Unlike offset paging, rows added or removed meanwhile never shift what the next page shows.
 */
export function cursorPageOf<Item extends z.ZodType>(item: Item, order: string) {
  return z.object({
    items: z.array(item).describe(order),
    next_cursor: z.string().nullable(),
  });
}
