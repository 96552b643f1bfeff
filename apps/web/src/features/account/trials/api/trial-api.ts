import type {
  AvailabilityResponse,
  TrialCreateRequest,
  TrialView,
} from "@fleetward/contracts/trials";
import { request } from "../../../../lib/http/http-client.ts";

/** Spec §8: a failed trial creation is logged and rethrown; the form shows it. */
export async function createTrial(values: TrialCreateRequest): Promise<TrialView> {
  try {
    return await request<TrialView>("/api/customer/trial/create", { json: values });
  } catch (error) {
    console.error("Trial creation failed", error);
    throw error;
  }
}

export function checkAvailability(appDomain: string, signal: AbortSignal) {
  return request<AvailabilityResponse>("/api/customer/trial/availability", {
    query: { app_domain: appDomain },
    signal,
  });
}
