import type { SupportRequest } from "@fleetward/contracts/support";
import type { Orm } from "../../db/client.ts";
import { insertSupportRequest } from "./repository.ts";

/** Opens a ticket and returns the reference the customer quotes (`FW-2026-000123`). */
export async function openSupportRequest(orm: Orm, request: SupportRequest) {
  return insertSupportRequest(orm, {
    name: request.name,
    email: request.email,
    subject: request.subject,
    severity: request.severity,
    description: request.description,
  });
}
