import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  DeviceDetail,
  DeviceListParams,
  DeviceListResponse,
} from "@fleetward/contracts/workspace-devices";
import type { PersonPosture, Posture } from "@fleetward/contracts/workspace-policies";
import { cleanParams } from "../http/clean-params.ts";
import { request } from "../http/http-client.ts";
import { workspaceKeys } from "./workspace-queries.ts";

/*
 * The device and posture queries more than one feature shows: the devices pages, the asset
 * page's live device panel, the dashboard's posture card and the person page's posture. Under workspaceKeys.all, so
 * signing out clears them; any change to devices or policies refreshes `devicesKeys.all` and
 * `policiesKeys.all`.
 */

export const devicesKeys = {
  all: [...workspaceKeys.all, "devices"] as const,
  list: (query: object) => [...workspaceKeys.all, "devices", "list", query] as const,
  one: (id: string) => [...workspaceKeys.all, "devices", "one", id] as const,
};

export const policiesKeys = {
  all: [...workspaceKeys.all, "policies"] as const,
  posture: [...workspaceKeys.all, "policies", "posture"] as const,
  personPosture: (personId: string) =>
    [...workspaceKeys.all, "policies", "posture", "person", personId] as const,
};

export const devicePath = (id: string, suffix = "") =>
  `/api/workspace/devices/${encodeURIComponent(id)}${suffix}`;

export function useDevices(query: DeviceListParams, enabled = true) {
  const clean = cleanParams(query);
  return useQuery({
    queryKey: devicesKeys.list(clean),
    queryFn: ({ signal }) =>
      request<DeviceListResponse>("/api/workspace/devices", { query: clean, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled,
  });
}

/** One device, refreshed each minute while shown (it checks in on its own). */
export function useDevice(id: string) {
  return useQuery({
    queryKey: devicesKeys.one(id),
    queryFn: ({ signal }) => request<DeviceDetail>(devicePath(id), { signal }),
    refetchInterval: 60_000,
  });
}

/** The workspace's compliance (score, worst devices). */
export function usePosture(enabled = true) {
  return useQuery({
    queryKey: policiesKeys.posture,
    queryFn: ({ signal }) => request<Posture>("/api/workspace/posture", { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** A person's compliance: the devices linked to the assets they hold, with their scores. */
export function usePersonPosture(personId: string) {
  return useQuery({
    queryKey: policiesKeys.personPosture(personId),
    queryFn: ({ signal }) =>
      request<PersonPosture>(`/api/workspace/people/${encodeURIComponent(personId)}/posture`, {
        signal,
      }),
    staleTime: 30_000,
  });
}
