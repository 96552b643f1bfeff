import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Webhook,
  WebhookCreate,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookUpdate,
  WebhookWithSecret,
} from "@fleetward/contracts/workspace-webhooks";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { Webhook, WebhookDelivery, WebhookWithSecret };

const base = "/api/workspace/webhooks";
const path = (id: string) => `${base}/${encodeURIComponent(id)}`;
export const webhookKeys = {
  all: [...workspaceKeys.all, "webhooks"] as const,
  deliveries: (id: string) => [...workspaceKeys.all, "webhooks", id, "deliveries"] as const,
};

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => request<Webhook[]>(base, { signal }),
  });
}

export function useDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => request<WebhookDeliveryPage>(`${path(id)}/deliveries`, { signal }),
  });
}

/** Registers a webhook (no id: the answer holds its secret) or edits one. */
export function saveWebhook(
  input: { id: null; values: WebhookCreate } | { id: string; values: WebhookUpdate },
) {
  return input.id === null
    ? request<WebhookWithSecret>(base, { json: input.values })
    : request<Webhook>(path(input.id), { method: "PATCH", json: input.values });
}

export function useWebhooksRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/** The calls of a webhook's row: each refreshes the list and its log when it settles. */
export function useWebhookActions() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  return {
    remove: useMutation({
      mutationFn: (id: string) => request<null>(path(id), { method: "DELETE" }),
      onSettled: settled,
    }),
    rotate: useMutation({
      mutationFn: (id: string) =>
        request<WebhookWithSecret>(`${path(id)}/secret`, { method: "POST" }),
      onSettled: settled,
    }),
    test: useMutation({
      mutationFn: (id: string) => request<WebhookDelivery>(`${path(id)}/test`, { method: "POST" }),
      onSettled: settled,
    }),
    resend: useMutation({
      mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        request<WebhookDelivery>(
          `${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
          { method: "POST" },
        ),
      onSettled: settled,
    }),
  };
}
