import type { Orm } from "../../../db/client.ts";
import { cookieConsents } from "./schema.ts";

export async function insertConsent(orm: Orm, row: typeof cookieConsents.$inferInsert) {
  await orm.insert(cookieConsents).values(row);
}
