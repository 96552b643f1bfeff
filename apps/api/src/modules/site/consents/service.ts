import type { ConsentRequest } from "@fleetward/contracts/consents";
import type { Orm } from "../../../db/client.ts";
import { insertConsent } from "./repository.ts";

/**
 * Records a cookie choice. Each change is a new row, so the record shows what a browser
 * had agreed to at any moment; nothing identifies the person behind the random id.
 */
export async function recordConsent(orm: Orm, request: ConsentRequest, now: Date) {
  await insertConsent(orm, {
    subjectId: request.subject_id,
    choice: request.choice,
    policyVersion: request.policy_version,
    createdAt: now,
  });
}
