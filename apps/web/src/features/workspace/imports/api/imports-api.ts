import { useQuery } from "@tanstack/react-query";
import {
  importMappingSchema,
  importTargetSchema,
  type Import,
  type ImportDryRun,
  type ImportKind,
  type ImportMapping,
} from "@fleetward/contracts/workspace-imports";
import { z } from "zod";
import { request } from "../../../../lib/http/http-client.ts";

export type { Import, ImportDryRun } from "@fleetward/contracts/workspace-imports";
export { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";

const base = "/api/workspace/imports";
const path = (id: string, rest = "") => `${base}/${encodeURIComponent(id)}${rest}`;

/** The mapping form: a select's "" is "do not import" (null in the contract). */
export const mappingFormSchema = importMappingSchema.extend({
  columns: z.array(
    z
      .string()
      .transform((value) => (value === "" ? null : value))
      .pipe(importTargetSchema),
  ),
});
export type MappingFormValues = z.input<typeof mappingFormSchema>;

/** Sends the file as it is: the API detects its encoding and delimiter. */
export function uploadImportFile(
  file: File,
  dateOrder: ImportMapping["date_order"],
  kind: ImportKind,
) {
  return request<Import>(base, {
    method: "POST",
    query: { file_name: file.name.slice(0, 200), date_order: dateOrder, kind },
    file: { body: file, type: "text/csv" },
    timeoutMs: 300_000,
  });
}

export function saveMapping(id: string, mapping: ImportMapping) {
  return request<Import>(path(id, "/mapping"), { method: "PATCH", json: mapping });
}

export function dryRun(id: string) {
  return request<ImportDryRun>(path(id, "/dry-run"), { method: "POST", timeoutMs: 600_000 });
}

export function startRun(id: string) {
  return request<Import>(path(id, "/run"), { method: "POST" });
}

/** The import, polled every second while it runs. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: ["workspace", "imports", id],
    queryFn: ({ signal }) => request<Import>(path(id ?? ""), { signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && ["queued", "running"].includes(query.state.data.status) ? 1000 : false,
  });
}

/** Fetches the report (the call needs the session) and hands it to the browser as a file. */
export async function downloadReport(imported: Import) {
  const csv = await request<string>(path(imported.id, "/report.csv"));
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${imported.file_name.replace(/\.[^.]*$/, "")}-report.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
