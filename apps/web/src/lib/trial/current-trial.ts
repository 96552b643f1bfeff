import type { CurrentTrialResponse, TrialView } from "@fleetward/contracts/trials";
import { useQuery } from "@tanstack/react-query";
import { request } from "../http/http-client.ts";

/** The signed-in customer's trial: read by the profile panel and the trial request page. */
export const currentTrialKey = ["customer", "trial"] as const;

/** While a deployment is under way the profile follows it every 2 s. */
export const deploymentPollMs = 2000;
const pendingPollMs = 30_000;

export function deploymentUnderway(trial: TrialView | null | undefined): boolean {
  return trial?.status === "approved" || trial?.status === "deploying";
}

export function useCurrentTrial() {
  return useQuery({
    queryKey: currentTrialKey,
    queryFn: ({ signal }) => request<CurrentTrialResponse>("/api/customer/trial", { signal }),
    refetchInterval: (query) => {
      const trial = query.state.data?.trial;
      if (deploymentUnderway(trial)) return deploymentPollMs;
      // A decision usually takes hours; a slow look keeps a page left open up to date.
      return trial?.status === "pending_approval" ? pendingPollMs : false;
    },
  });
}
