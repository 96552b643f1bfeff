import {
  customColumnHeaders,
  customColumnPrefix,
  exportColumns,
  kindsWithCustomFields,
  labelLimit,
  type ExportFormat,
  type ExportKind,
  type ExportQuery,
  type LabelRequestBody,
} from "@fleetward/contracts/workspace-exports";
import type { Readable } from "node:stream";
import type { Orm } from "../../../db/client.ts";
import { isoDay } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { assetLabelRows } from "../assets/service.ts";
import { exportRefusal, type WorkspaceContext } from "../core/service.ts";
import { listWorkspaceCustomFields } from "../custom-fields/service.ts";
import type { LabelFontOptions } from "./label-text.ts";
import { renderLabels } from "./labels.ts";
import { exportLines, type ExportScope } from "./sources.ts";
import { contentTypes, exportFile } from "./writers.ts";

/*
 * Exports and labels: what the routes call. Exports read through the list services (same
 * filters, same tenant scoping) page by page and stream the file out.
 */

/** Spec §1: refused during the trial (beta), with the reason and where to upgrade. */
export function assertExportAllowed(context: WorkspaceContext, upgradeUrl: string): void {
  const refusal = exportRefusal(context);
  if (refusal) throw new HttpError(403, `${refusal}. Upgrade to export your data: ${upgradeUrl}`);
}

/** The columns asked for (or all of them) and each one's header. */
async function columnsOf<K extends ExportKind>(
  orm: Orm,
  tenantId: string,
  kind: K,
  asked: readonly string[] | undefined,
) {
  const fields = kindsWithCustomFields.includes(kind)
    ? await listWorkspaceCustomFields(orm, tenantId)
    : [];
  const customHeaders = customColumnHeaders(kind, fields);
  const columns = asked ?? [
    ...exportColumns[kind],
    ...fields.map((field) => `${customColumnPrefix}${field.key}`),
  ];
  const headers = columns.map((column) => {
    if (!column.startsWith(customColumnPrefix)) return column;
    const header = customHeaders.get(column.slice(customColumnPrefix.length));
    if (!header) throw new HttpError(422, `columns: No custom field ${column} in this workspace`);
    return header;
  });
  return { columns, headers };
}

export type ExportDownload = { file: Readable; filename: string; contentType: string };

export async function workspaceExport<K extends ExportKind>(
  orm: Orm,
  request: ExportScope & { appDomain: string; kind: K; format: ExportFormat },
  query: ExportQuery<K>,
  now: Date,
): Promise<ExportDownload> {
  const { tenantId, role, kind, format } = request;
  const { columns, headers } = await columnsOf(orm, tenantId, kind, query.columns);
  const lines = await exportLines(orm, { kind, scope: { tenantId, role }, query, columns }, now);
  return {
    file: exportFile(format, kind, headers, lines, now),
    filename: `${request.appDomain}-${kind}-${isoDay(now)}.${format}`,
    contentType: contentTypes[format],
  };
}

/** Labels of the chosen assets, or of every asset matching a filter, as one PDF. */
export async function workspaceLabels(
  orm: Orm,
  request: {
    tenantId: string;
    appDomain: string;
    assetUrl: (id: string) => string;
    fonts: LabelFontOptions;
  },
  body: LabelRequestBody,
  now: Date,
): Promise<{ pdf: Buffer; filename: string }> {
  const chosen = body.asset_ids ? { ids: body.asset_ids } : { filter: body.filter ?? {} };
  const rows = await assetLabelRows(orm, request.tenantId, chosen, labelLimit, now);
  if (rows.length > labelLimit) {
    throw new HttpError(
      422,
      `filter: Matches more than ${labelLimit} assets; print at most ${labelLimit} labels at once`,
    );
  }
  if (rows.length === 0) throw new HttpError(422, "filter: No assets match these filters");
  const labels = rows.map((row) => ({
    assetTag: row.assetTag,
    name: row.name,
    url: request.assetUrl(row.id),
  }));
  return {
    pdf: await renderLabels(
      body.format,
      labels,
      `Asset labels · ${request.appDomain}`,
      request.fonts,
    ),
    filename: `${request.appDomain}-labels-${isoDay(now)}.pdf`,
  };
}
