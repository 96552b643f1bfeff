import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SsoConnectionInput,
  SsoDomain,
  SsoDomainInput,
  SsoStatus,
} from "@fleetward/contracts/workspace-sso";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { SsoDomain, SsoStatus } from "@fleetward/contracts/workspace-sso";
export type SsoConnection = NonNullable<SsoStatus["connection"]>;

const base = "/api/workspace/sso";
const ssoKey = [...workspaceKeys.all, "sso"] as const;

/**
 * The workspace's single sign-on: the connection (never its client secret), the domains with
 * their TXT records and what to enter at the identity provider. Admins change it; any member
 * may read it.
 */
export function useSsoStatus() {
  return useQuery({
    queryKey: ssoKey,
    queryFn: ({ signal }) => request<SsoStatus>(base, { signal }),
  });
}

/**
 * Saves the connection (the API reads the provider's discovery document or metadata first and
 * refuses with 422 when it cannot); the answer, the status as it now is, replaces the cached one.
 */
export function useSaveSsoConnection() {
  const queryClient = useQueryClient();
  return {
    save: async (values: SsoConnectionInput) => {
      const saved = await request<SsoStatus>(base, { method: "PUT", json: values });
      queryClient.setQueryData(ssoKey, saved);
      await queryClient.invalidateQueries({ queryKey: ssoKey });
      return saved;
    },
  };
}

/** Removes the connection: nobody signs in through it any more and "require SSO" goes with it. */
export function useRemoveSsoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<null>(base, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKey }),
  });
}

/** Switches "require SSO for verified domains"; 409 says why it cannot be switched on. */
export function useSetSsoRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      request<SsoStatus>(`${base}/required`, { method: "PUT", json: { required } }),
    onSuccess: (status) => queryClient.setQueryData(ssoKey, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKey }),
  });
}

/** Claims a domain (409 when already claimed); the answer carries its TXT record. */
export function useAddSsoDomain() {
  const queryClient = useQueryClient();
  return {
    add: async (values: SsoDomainInput) => {
      const added = await request<SsoDomain>(`${base}/domains`, { method: "POST", json: values });
      await queryClient.invalidateQueries({ queryKey: ssoKey });
      return added;
    },
  };
}

/** Looks the domain's TXT record up now; 409 when it is not found or another workspace has it. */
export function useVerifySsoDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<SsoDomain>(`${base}/domains/${encodeURIComponent(id)}/verify`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKey }),
  });
}

export function useRemoveSsoDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<null>(`${base}/domains/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKey }),
  });
}
