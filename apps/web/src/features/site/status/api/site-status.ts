import { useQuery } from "@tanstack/react-query";
// Types only: the contract's zod schemas stay out of the page chunks.
import type { SiteStatus } from "@fleetward/contracts/site";
import { request } from "../../../../lib/http/http-client.ts";

/** Launch date and maintenance window, from the server's configuration. */
export function useSiteStatus() {
  return useQuery({
    queryKey: ["site", "status"],
    queryFn: ({ signal }) => request<SiteStatus>("/api/site/status", { signal }),
    staleTime: 60_000,
  });
}
