import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CustomField,
  CustomFieldCreate,
  CustomFieldUpdate,
} from "@fleetward/contracts/workspace-custom-fields";
import type { NamedItem } from "@fleetward/contracts/workspaces";
import { request } from "../../../../lib/http/http-client.ts";
import { customFieldKeys } from "../../../../lib/workspace/custom-field-queries.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";
export type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
export type { NamedItem } from "@fleetward/contracts/workspaces";

const path = (id: string) => `/api/workspace/custom-fields/${encodeURIComponent(id)}`;

/** The categories a field may be attached to. */
export function useCategories() {
  return useQuery({
    queryKey: [...workspaceKeys.all, "categories"],
    queryFn: ({ signal }) => request<NamedItem[]>("/api/workspace/categories", { signal }),
  });
}

/** Adds a field (no id) or edits one; the form handles refusals, so no mutation wrapper. */
export function saveCustomField(
  input: { id: null; values: CustomFieldCreate } | { id: string; values: CustomFieldUpdate },
) {
  return input.id === null
    ? request<CustomField>("/api/workspace/custom-fields", { json: input.values })
    : request<CustomField>(path(input.id), { method: "PATCH", json: input.values });
}

/** Refreshes the definitions everywhere they are shown. */
export function useCustomFieldsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all });
}

/** Deleting a field also removes its values from the assets: refresh those too. */
export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<null>(path(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
