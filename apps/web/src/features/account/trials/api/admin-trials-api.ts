import type {
  AdminTrialDetail,
  AdminTrialListResponse,
  TrialStatus,
} from "@fleetward/contracts/trials";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../../lib/http/http-client.ts";

export type TrialFilter = { status?: TrialStatus; q?: string; page: number };

const adminTrialsKey = ["admin", "trials"] as const;

export function useAdminTrials(filter: TrialFilter) {
  return useQuery({
    queryKey: [...adminTrialsKey, "list", filter],
    queryFn: ({ signal }) =>
      request<AdminTrialListResponse>("/api/admin/trials", { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTrial(id: string | null) {
  return useQuery({
    queryKey: [...adminTrialsKey, "detail", id],
    queryFn: ({ signal }) => request<AdminTrialDetail>(`/api/admin/trials/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** Approve or reject; both answer the updated detail, and the list is refreshed. */
export function useTrialDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { action: "approve" } | { action: "reject"; reason: string }) =>
      request<AdminTrialDetail>(`/api/admin/trials/${id}/${decision.action}`, {
        method: "POST",
        json: decision.action === "reject" ? { reason: decision.reason } : {},
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData([...adminTrialsKey, "detail", id], detail);
      await queryClient.invalidateQueries({ queryKey: [...adminTrialsKey, "list"] });
    },
  });
}
