import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { HelpFaqGroup, HelpGuide, HelpSearchResponse } from "@fleetward/contracts/help";
import { request } from "../../../../lib/http/http-client.ts";

export type { HelpFaqGroup, HelpGuide, HelpSearchResult } from "@fleetward/contracts/help";

export function useHelpFaqs() {
  return useQuery({
    queryKey: ["help", "faqs"],
    queryFn: ({ signal }) => request<HelpFaqGroup[]>("/api/help/faqs", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHelpGuides() {
  return useQuery({
    queryKey: ["help", "guides"],
    queryFn: ({ signal }) => request<HelpGuide[]>("/api/help/guides", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Searches once `q` has something to search for; the previous results stay while typing. */
export function useHelpSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: ["help", "search", trimmed],
    queryFn: ({ signal }) =>
      request<HelpSearchResponse>("/api/help/search", { query: { q: trimmed }, signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
