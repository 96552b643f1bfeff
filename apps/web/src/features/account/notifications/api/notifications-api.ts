import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationList, NotificationPreferences } from "@fleetward/contracts/account";
import { request } from "../../../../lib/http/http-client.ts";
import { notificationKeys } from "../../../../lib/notifications/unread-count.ts";

export type { Notification, NotificationPreferences } from "@fleetward/contracts/account";

export function useNotificationFeed(page: number) {
  return useQuery({
    queryKey: notificationKeys.feed(page),
    queryFn: ({ signal }) =>
      request<NotificationList>("/api/user/me/notifications", { query: { page }, signal }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "all") =>
      request(
        id === "all"
          ? "/api/user/me/notifications/read-all"
          : `/api/user/me/notifications/${encodeURIComponent(id)}/read`,
        { method: "POST" },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) =>
      request<NotificationPreferences>("/api/user/me/notification-preferences", { signal }),
  });
}
