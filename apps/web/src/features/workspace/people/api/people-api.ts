import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  Person,
  PersonCreate,
  PersonListResponse,
  PersonUpdate,
} from "@fleetward/contracts/workspace-people";
import type {
  Offboard,
  OffboardResult,
  PersonHoldings,
} from "@fleetward/contracts/workspace-offboarding";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { Person, PersonStatus } from "@fleetward/contracts/workspace-people";
export type { PersonHoldings } from "@fleetward/contracts/workspace-offboarding";

const keys = {
  people: [...workspaceKeys.all, "people"] as const,
  list: (query: Record<string, string>) => [...keys.people, "list", query] as const,
  picker: (q: string) => [...keys.people, "picker", q] as const,
  person: (id: string) => [...keys.people, "one", id] as const,
  held: (id: string) => [...keys.people, "holdings", id] as const,
};

const personPath = (id: string) => `/api/workspace/people/${encodeURIComponent(id)}`;

/** People per "Load more"; the API allows up to 100. */
export const peoplePageSize = 25;

/** The list for a search (`peopleQuery`), a keyset page at a time, the total on every page. */
export function usePeopleList(query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: keys.list(query),
    queryFn: ({ pageParam, signal }) =>
      request<PersonListResponse>("/api/workspace/people", {
        query: { ...query, limit: peoplePageSize, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** A few active people whose name (or e-mail…) contains `q`: the manager picker's choices. */
export function usePersonChoices(q: string) {
  return useQuery({
    queryKey: keys.picker(q),
    queryFn: ({ signal }) =>
      request<PersonListResponse>("/api/workspace/people", {
        query: { q: q || undefined, status: "active", limit: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function usePerson(id: string) {
  return useQuery({
    queryKey: keys.person(id),
    queryFn: ({ signal }) => request<Person>(personPath(id), { signal }),
  });
}

/** Adds a person, or changes the fields sent; every list, page and history refreshes. */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PersonCreate | PersonUpdate }) =>
      id
        ? request<Person>(personPath(id), { method: "PATCH", json: values })
        : request<Person>("/api/workspace/people", { json: values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

/** What a person holds now: the assets checked out to them and their licence seats. */
export function useHoldings(personId: string) {
  return useQuery({
    queryKey: keys.held(personId),
    queryFn: ({ signal }) =>
      request<PersonHoldings>(`${personPath(personId)}/holdings`, { signal }),
  });
}

/**
 * Offboards a person: checks in everything they hold and marks them as left, in one go.
 * Every list, page and history of the workspace refreshes.
 */
export function useOffboard(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Offboard) =>
      request<OffboardResult>(`${personPath(personId)}/offboard`, { json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
