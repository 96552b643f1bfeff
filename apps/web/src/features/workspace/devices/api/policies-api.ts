import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LibraryEnable,
  LibraryPolicy,
  Policy,
  PolicyCreate,
  PolicyStatus,
  PolicyUpdate,
} from "@fleetward/contracts/workspace-policies";
import type { z } from "zod";
import type { policyDevicesSchema } from "@fleetward/contracts/workspace-policies";
import { cleanParams } from "../../../../lib/http/clean-params.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { devicesKeys, policiesKeys } from "../../../../lib/workspace/device-queries.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export { usePosture } from "../../../../lib/workspace/device-queries.ts";

export type {
  LibraryPolicy,
  Policy,
  PolicyDeviceResult,
  PolicyStatus,
  Posture,
} from "@fleetward/contracts/workspace-policies";
export type PolicyDevices = z.infer<typeof policyDevicesSchema>;

const base = "/api/workspace/policies";
const keys = {
  all: policiesKeys.all,
  list: [...workspaceKeys.all, "policies", "list"] as const,
  library: [...workspaceKeys.all, "policies", "library"] as const,
  one: (id: string) => [...workspaceKeys.all, "policies", "one", id] as const,
  devices: (id: string, query: object) =>
    [...workspaceKeys.all, "policies", "devices", id, query] as const,
};
const policyPath = (id: string, suffix = "") => `${base}/${encodeURIComponent(id)}${suffix}`;

export function usePolicies() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => request<Policy[]>(base, { signal }),
    staleTime: 10_000,
  });
}

export function usePolicyLibrary() {
  return useQuery({
    queryKey: keys.library,
    queryFn: ({ signal }) => request<LibraryPolicy[]>(`${base}/library`, { signal }),
    staleTime: 60_000,
  });
}

export function usePolicy(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => request<Policy>(policyPath(id), { signal }),
  });
}

/** How many results one page of a policy's devices shows. */
export const policyDevicesPage = 100;

/** One keyset page of a policy's devices: `cursor` is the previous page's `next_cursor`. */
export function usePolicyDevices(
  id: string,
  status: PolicyStatus | "",
  cursor: string | undefined,
) {
  const query = cleanParams({ status, cursor, limit: policyDevicesPage });
  return useQuery({
    queryKey: keys.devices(id, query),
    queryFn: ({ signal }) => request<PolicyDevices>(policyPath(id, "/devices"), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the policies, the posture and the devices' results. */
function usePoliciesMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await queryClient.invalidateQueries({ queryKey: devicesKeys.all });
    },
  });
}

export function useSavePolicy() {
  return usePoliciesMutation(
    ({ id, values }: { id?: string | undefined; values: PolicyCreate | PolicyUpdate }) =>
      id
        ? request<Policy>(policyPath(id), { method: "PATCH", json: values })
        : request<Policy>(base, { json: values }),
  );
}

export function useDeletePolicy() {
  return usePoliciesMutation((id: string) => request<void>(policyPath(id), { method: "DELETE" }));
}

export function useEnableLibraryPolicy() {
  return usePoliciesMutation(({ key, values }: { key: string; values: LibraryEnable }) =>
    request<Policy>(`${base}/library/${encodeURIComponent(key)}`, { json: values }),
  );
}
