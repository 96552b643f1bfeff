import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Asset, AssetListResponse } from "@fleetward/contracts/workspace-assets";
import type {
  AddAllToRegister,
  AddAllToRegisterResult,
  AddToRegister,
  DeviceLink,
  RegisterDraft,
  DeviceSettings,
  DeviceSettingsUpdate,
  DeviceSoftwareList,
  EnrollSecretCreate,
  EnrollSecretCreated,
  EnrollSecretList,
  NeverEnrolledResponse,
  OsqueryFlags,
  SoftwareSearchResponse,
  UnregisteredResponse,
} from "@fleetward/contracts/workspace-devices";
import { cleanParams } from "../../../../lib/http/clean-params.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { devicePath, devicesKeys, policiesKeys } from "../../../../lib/workspace/device-queries.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export { useDevice, useDevices } from "../../../../lib/workspace/device-queries.ts";

export type {
  DeviceAssetSummary,
  DeviceDetail,
  DeviceListItem,
  DeviceListParams,
  DevicePolicyResult,
  DeviceSoftware,
  DeviceStatus,
  EnrollSecret,
  EnrollSecretCreated,
} from "@fleetward/contracts/workspace-devices";

/*
 * Devices of the workspace at this origin. An enrolment secret is never cached: the create
 * call's answer lives only in the component that showed it.
 */

const keys = {
  all: devicesKeys.all,
  software: (id: string) => [...workspaceKeys.all, "devices", "software", id] as const,
  softwareSearch: (query: object) =>
    [...workspaceKeys.all, "devices", "software-search", query] as const,
  neverEnrolled: (cursor: string | undefined) =>
    [...workspaceKeys.all, "devices", "never-enrolled", cursor] as const,
  unregistered: (cursor: string | undefined) =>
    [...workspaceKeys.all, "devices", "unregistered", cursor] as const,
  secrets: [...workspaceKeys.all, "enroll-secrets"] as const,
  assetPick: (q: string) => [...workspaceKeys.all, "devices", "asset-pick", q] as const,
};

export function useDeviceSoftware(id: string) {
  return useQuery({
    queryKey: keys.software(id),
    queryFn: ({ signal }) => request<DeviceSoftwareList>(devicePath(id, "/software"), { signal }),
    staleTime: 60_000,
  });
}

export type SoftwareSearchParams = { name: string; version?: string; cursor?: string };

export function useSoftwareSearch(query: SoftwareSearchParams) {
  const clean = cleanParams(query);
  return useQuery({
    queryKey: keys.softwareSearch(clean),
    queryFn: ({ signal }) =>
      request<SoftwareSearchResponse>("/api/workspace/software", { query: clean, signal }),
    enabled: query.name.trim() !== "",
    placeholderData: keepPreviousData,
  });
}

export function useNeverEnrolled(cursor: string | undefined) {
  return useQuery({
    queryKey: keys.neverEnrolled(cursor),
    queryFn: ({ signal }) =>
      request<NeverEnrolledResponse>("/api/workspace/devices/never-enrolled", {
        query: { cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUnregistered(cursor: string | undefined) {
  return useQuery({
    queryKey: keys.unregistered(cursor),
    queryFn: ({ signal }) =>
      request<UnregisteredResponse>("/api/workspace/devices/unregistered", {
        query: { cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Register assets to link a device to: a search by tag, name or serial number. */
export function useAssetChoices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.assetPick(q),
    queryFn: ({ signal }) =>
      request<AssetListResponse>("/api/workspace/assets", {
        query: cleanParams({ q, limit: 20 }),
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useEnrollSecrets(enabled: boolean) {
  return useQuery({
    queryKey: keys.secrets,
    queryFn: ({ signal }) => request<EnrollSecretList>("/api/workspace/enroll-secrets", { signal }),
    enabled,
  });
}

/**
 * Every change refreshes the devices (lists, details), the secrets and the postures (a person's
 * counts the devices linked to the assets they hold).
 */
function useDevicesMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await queryClient.invalidateQueries({ queryKey: keys.secrets });
      await queryClient.invalidateQueries({ queryKey: policiesKeys.posture });
    },
  });
}

export function useCreateEnrollSecret() {
  return useDevicesMutation((values: EnrollSecretCreate) =>
    request<EnrollSecretCreated>("/api/workspace/enroll-secrets", { json: values }),
  );
}

export function useRevokeEnrollSecret() {
  return useDevicesMutation((id: string) =>
    request<void>(`/api/workspace/enroll-secrets/${encodeURIComponent(id)}`, {
      method: "DELETE",
    }),
  );
}

const unlink = (deviceId: string) =>
  request<{ ok: true }>(devicePath(deviceId, "/unlink"), { method: "POST" });

/**
 * Links the device to an asset, or changes its asset: one call, the API replaces the old link in
 * the same transaction (a refusal keeps it).
 */
export function useLinkDevice(deviceId: string) {
  return useDevicesMutation((values: DeviceLink) =>
    request<{ ok: true }>(devicePath(deviceId, "/asset"), { method: "PUT", json: values }),
  );
}

export function useUnlinkDevice(deviceId: string) {
  return useDevicesMutation(() => unlink(deviceId));
}

export function useDeleteDevice() {
  return useDevicesMutation((deviceId: string) =>
    request<void>(devicePath(deviceId), { method: "DELETE" }),
  );
}

/** "Add to register": a new asset from the device's vitals, linked to it. */
export function useAddToRegister() {
  return useDevicesMutation(({ deviceId, ...body }: AddToRegister & { deviceId: string }) =>
    request<Asset>(devicePath(deviceId, "/add-to-register"), { json: body }),
  );
}

/** What "Add to register" would create from the device's report (ADR 0041). */
export function useRegisterDraft(deviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...keys.all, "register-draft", deviceId],
    queryFn: ({ signal }) =>
      request<RegisterDraft>(devicePath(deviceId, "/register-draft"), { signal }),
    enabled,
  });
}

export function useAddAllToRegister() {
  return useDevicesMutation((body: AddAllToRegister) =>
    request<AddAllToRegisterResult>("/api/workspace/devices/add-to-register", { json: body }),
  );
}

/** The osquery.flags file for a platform, as the API writes it for this server (admins). */
export function useOsqueryFlags(platform: OsqueryFlags["platform"]) {
  return useQuery({
    queryKey: [...keys.secrets, "flags", platform],
    queryFn: ({ signal }) =>
      request<OsqueryFlags>("/api/workspace/enroll-secrets/flags", { query: { platform }, signal }),
    staleTime: 5 * 60_000,
  });
}

const settingsKey = [...workspaceKeys.all, "devices", "settings"] as const;

export function useDeviceSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => request<DeviceSettings>("/api/workspace/devices/settings", { signal }),
  });
}

/** New thresholds change every device's status: the lists are refreshed too. */
export function useSaveDeviceSettings() {
  return useDevicesMutation((values: DeviceSettingsUpdate) =>
    request<DeviceSettings>("/api/workspace/devices/settings", { method: "PATCH", json: values }),
  );
}
