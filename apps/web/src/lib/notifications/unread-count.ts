import { useQuery } from "@tanstack/react-query";
import { request } from "../http/http-client.ts";

/** Every notification query lives under this key: invalidating it refreshes the header badge too. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unread: ["notifications", "unread-count"] as const,
  feed: (page: number) => ["notifications", "feed", page] as const,
  preferences: ["notifications", "preferences"] as const,
};

/** The header badge: polled every 60 s, and again whenever the window regains focus. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      request<{ count: number }>("/api/user/me/notifications/unread-count", { signal }),
    select: (data) => data.count,
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
