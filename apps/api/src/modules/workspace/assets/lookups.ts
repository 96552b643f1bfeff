import { and, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "./schema.ts";

/** An asset of the tenant, by id: whether it is this workspace's, and what it is called. */
export async function assetOf(orm: Orm, tenantId: string, assetId: string) {
  const [row] = await orm
    .select({
      id: assets.id,
      assetTag: assets.assetTag,
      name: assets.name,
      retiredAt: assets.retiredAt,
    })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)));
  return row;
}
