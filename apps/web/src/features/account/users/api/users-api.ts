import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SocialLinks, UserSession } from "@fleetward/contracts/account";
import type { CurrentUser } from "@fleetward/contracts/auth";
import { request } from "../../../../lib/http/http-client.ts";

export type { SocialLinks } from "@fleetward/contracts/account";

/** Under `account`, so a purchase (which invalidates every account query) refreshes them too. */
export const userKeys = {
  me: ["account", "me"] as const,
  social: ["account", "social"] as const,
  sessions: ["account", "sessions"] as const,
};

/** The signed-in user's own details (GET /api/user/me/details), for the profile. */
export function useMyDetails() {
  return useQuery({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => request<CurrentUser>("/api/user/me/details", { signal }),
  });
}

export function useSocialLinks() {
  return useQuery({
    queryKey: userKeys.social,
    queryFn: ({ signal }) => request<SocialLinks>("/api/user/me/social", { signal }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: userKeys.sessions,
    queryFn: ({ signal }) => request<{ items: UserSession[] }>("/api/user/me/sessions", { signal }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/api/user/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.sessions }),
  });
}
