import { useQuery } from "@tanstack/react-query";
import { statusLabelKinds, type StatusLabel } from "@fleetward/contracts/workspace-catalog";
import {
  importMappingSchema,
  importNewFieldSchema,
  importNewFieldTypes,
  importStatusChoiceSchema,
  importTargetSchema,
  type Import,
  type ImportColumnValues,
  type ImportStatusChoice,
  type ImportDryRun,
  type ImportKind,
  type ImportMapping,
} from "@fleetward/contracts/workspace-imports";
import { z } from "zod";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type { Import, ImportDryRun } from "@fleetward/contracts/workspace-imports";
export { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";

const base = "/api/workspace/imports";
const path = (id: string, rest = "") => `${base}/${encodeURIComponent(id)}${rest}`;

/** A status value's choice on the form: a label id, `new` (name and kind below) or "" (refused). */
const statusRow = z.object({
  value: z.string(),
  choice: z.string(),
  name: z.string(),
  kind: z.enum(statusLabelKinds),
});
/** An unmapped column: imported into a new custom field when `create` is ticked. */
const fieldRow = z.object({
  column: z.number().int(),
  create: z.boolean(),
  name: z.string(),
  type: z.enum(importNewFieldTypes),
});

/** Each new label and new field checked with the contract's own schema, under its row. */
function checkRows(
  rows: { status_rows: z.infer<typeof statusRow>[]; field_rows: z.infer<typeof fieldRow>[] },
  context: z.RefinementCtx,
) {
  rows.status_rows.forEach((row, index) => {
    if (row.choice !== "new") return;
    const parsed = importStatusChoiceSchema.safeParse({ name: row.name, kind: row.kind });
    if (parsed.success) return;
    const message = parsed.error.issues[0]?.message ?? "Required";
    context.addIssue({ code: "custom", path: ["status_rows", index, "name"], message });
  });
  rows.field_rows.forEach((row, index) => {
    // Only the contract's keys: its strict schema refuses the form's own `create` flag.
    const parsed = importNewFieldSchema.safeParse({
      column: row.column,
      name: row.name,
      type: row.type,
    });
    if (!row.create || parsed.success) return;
    const message = parsed.error.issues[0]?.message ?? "Required";
    context.addIssue({ code: "custom", path: ["field_rows", index, "name"], message });
  });
}

/**
 * The mapping form: a select's "" is "do not import" (null in the contract); the status
 * values and unmapped columns become the contract's `statuses` and `new_fields`.
 */
export const mappingFormSchema = importMappingSchema
  .omit({ statuses: true, new_fields: true })
  .extend({
    columns: z.array(
      z
        .string()
        .transform((value) => (value === "" ? null : value))
        .pipe(importTargetSchema),
    ),
    status_rows: z.array(statusRow),
    field_rows: z.array(fieldRow),
  })
  .superRefine(checkRows)
  .transform(({ status_rows, field_rows, ...mapping }): ImportMapping => {
    const statuses: Record<string, ImportStatusChoice> = {};
    for (const row of status_rows) {
      if (row.choice === "new") statuses[row.value] = { name: row.name.trim(), kind: row.kind };
      else if (row.choice !== "") statuses[row.value] = { label_id: row.choice };
    }
    const new_fields = field_rows
      .filter((row) => row.create && mapping.columns[row.column] === null)
      .map(({ column, name, type }) => ({ column, name: name.trim(), type }));
    return { ...mapping, statuses, new_fields };
  });
export type MappingFormValues = z.input<typeof mappingFormSchema>;

/** The workspace's status labels, for the status values' choices. */
export function useImportStatusLabels() {
  return useQuery({
    queryKey: [...workspaceKeys.all, "catalog", "status-labels"] as const,
    queryFn: ({ signal }) => request<StatusLabel[]>("/api/workspace/status-labels", { signal }),
    staleTime: 60_000,
  });
}

/** A column's distinct values, what each reads as a status, and the type they fit. */
export function useColumnValues(id: string, column: number | null) {
  return useQuery({
    queryKey: ["workspace", "imports", id, "columns", column],
    queryFn: ({ signal }) =>
      request<ImportColumnValues>(path(id, `/columns/${column ?? 0}`), { signal }),
    enabled: column !== null,
    staleTime: Infinity,
  });
}

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
