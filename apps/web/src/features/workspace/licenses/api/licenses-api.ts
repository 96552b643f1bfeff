import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Manufacturer } from "@fleetward/contracts/workspace-catalog";
import type {
  License,
  LicenseCreate,
  LicenseListParams,
  LicenseListResponse,
  LicenseSeat,
  LicenseUpdate,
  ProductKey,
  SeatCheckout,
} from "@fleetward/contracts/workspace-licenses";
import type { PersonListResponse } from "@fleetward/contracts/workspace-people";
import { cleanParams } from "../../../../lib/http/clean-params.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type {
  License,
  LicenseListParams,
  LicenseSeat,
} from "@fleetward/contracts/workspace-licenses";
export type { Manufacturer } from "@fleetward/contracts/workspace-catalog";

/*
 * Licences of the workspace at this origin (the API finds it from the Host). The product key
 * is never cached: the reveal call's answer lives only in the component that asked for it.
 */

const keys = {
  all: [...workspaceKeys.all, "licenses"] as const,
  list: (query: LicenseListParams) => [...workspaceKeys.all, "licenses", "list", query] as const,
  one: (id: string) => [...workspaceKeys.all, "licenses", "one", id] as const,
  seats: (id: string) => [...workspaceKeys.all, "licenses", "seats", id] as const,
  manufacturers: [...workspaceKeys.all, "manufacturers"] as const,
  people: [...workspaceKeys.all, "people", "active"] as const,
};

const licensePath = (id: string, suffix = "") =>
  `/api/workspace/licenses/${encodeURIComponent(id)}${suffix}`;

export function useLicenses(query: LicenseListParams) {
  const clean = cleanParams(query);
  return useQuery({
    queryKey: keys.list(clean),
    queryFn: ({ signal }) =>
      request<LicenseListResponse>("/api/workspace/licenses", { query: clean, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useLicense(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => request<License>(licensePath(id), { signal }),
  });
}

export function useLicenseSeats(id: string) {
  return useQuery({
    queryKey: keys.seats(id),
    queryFn: ({ signal }) => request<LicenseSeat[]>(licensePath(id, "/seats"), { signal }),
  });
}

export function useManufacturers() {
  return useQuery({
    queryKey: keys.manufacturers,
    queryFn: ({ signal }) => request<Manufacturer[]>("/api/workspace/manufacturers", { signal }),
    staleTime: 60_000,
  });
}

/** The people a seat can go to: active ones, by name (the first hundred). */
export function useActivePeople(enabled: boolean) {
  return useQuery({
    queryKey: keys.people,
    queryFn: ({ signal }) =>
      request<PersonListResponse>("/api/workspace/people", {
        query: { status: "active", limit: 100 },
        signal,
      }),
    enabled,
    staleTime: 30_000,
  });
}

/** Every change refreshes the licences (lists, details, seats). */
function useLicensesMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSaveLicense() {
  return useLicensesMutation(
    ({ id, values }: { id?: string | undefined; values: LicenseCreate | LicenseUpdate }) =>
      id
        ? request<License>(licensePath(id), { method: "PATCH", json: values })
        : request<License>("/api/workspace/licenses", { json: values }),
  );
}

export function useCheckOutSeat(licenseId: string) {
  return useLicensesMutation((values: SeatCheckout) =>
    request<LicenseSeat>(licensePath(licenseId, "/seats"), { json: values }),
  );
}

export function useCheckInSeat(licenseId: string) {
  return useLicensesMutation((seatId: string) =>
    request<LicenseSeat>(licensePath(licenseId, `/seats/${encodeURIComponent(seatId)}/checkin`), {
      method: "POST",
    }),
  );
}

/** Not a query: each reveal is a recorded event, and the key must not sit in a cache. */
export function revealProductKey(licenseId: string) {
  return request<ProductKey>(licensePath(licenseId, "/product-key/reveal"), { method: "POST" });
}
