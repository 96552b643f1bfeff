import type { Orm } from "../../../db/client.ts";
import { enabledEndpoints } from "./repository.ts";

/** The event types some enabled endpoint of the tenant wants: callers skip building the rest. */
export async function wantedWebhookTypes(tx: Orm, tenantId: string): Promise<Set<string>> {
  const endpoints = await enabledEndpoints(tx, tenantId);
  return new Set(endpoints.flatMap((endpoint) => endpoint.events));
}
