import type { WorkspaceSummary } from "@fleetward/contracts/workspaces";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useNarrowScreen } from "../../../../hooks/use-narrow-screen.ts";
import { useAssetList, type AssetListResponse } from "../api/assets-api.ts";
import { useAssetColumns } from "../hooks/use-asset-columns.ts";
import { useBulkAction } from "../hooks/use-bulk-action.ts";
import { useRegisterParams } from "../hooks/use-register-params.ts";
import { useSelection } from "../hooks/use-selection.ts";
import {
  customKeysOf,
  exportColumnsOf,
  visibleColumns,
  type AssetColumn,
} from "../lib/asset-columns.ts";
import { formatAssetTotal } from "../lib/asset-total.ts";
import { activeFilters, bulkFilterOf, listParamsOf } from "../lib/register-params.ts";
import { AssetFilters } from "./asset-filters.tsx";
import { AssetFormDialog } from "./asset-form.tsx";
import { BulkBar } from "./bulk-bar.tsx";
import { ColumnChooser } from "./column-chooser.tsx";
import { PrintLabels } from "./label-dialog.tsx";
import { ExportButtons } from "../../../../components/workspace/export-buttons.tsx";
import { RegisterHeader } from "./register-header.tsx";
import { RegisterResults } from "./register-results.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

type RegisterProps = { summary: WorkspaceSummary; userId: string; canEdit: boolean };

/** The asset register: search, filters, sortable columns, selection and bulk actions. */
export function AssetRegister({ summary, userId, canEdit }: RegisterProps) {
  const id = useId();
  const navigate = useNavigate();
  const params = useRegisterParams();
  const list = useAssetList(listParamsOf(params.filters, params.sort));
  const columns = useAssetColumns(userId);
  const selection = useSelection(JSON.stringify(activeFilters(params.filters)));
  const bulk = useBulkAction({ selection, filter: bulkFilterOf(params.filters) });
  const [adding, setAdding] = useState(false);
  const narrow = useNarrowScreen();

  const pages = list.data?.pages ?? [];
  const assets = pages.flatMap((page) => page.items);
  const first = pages[0];
  const total = first?.total ?? 0;
  const customKeys = customKeysOf(assets);

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <RegisterHeader
        id={id}
        summary={summary}
        canEdit={canEdit}
        sampleCount={pages[0]?.sample_count ?? null}
        onAdd={() => setAdding(true)}
      >
        <RegisterOutputs
          params={params}
          selection={canEdit ? selection : null}
          columns={visibleColumns(columns.chosen, customKeys)}
        />
      </RegisterHeader>
      <AssetFilters id={id} params={params} />
      <RegisterTotal first={first} total={total}>
        {/* Cards on a phone show fixed facts: no columns to choose there. */}
        {narrow ? null : <ColumnChooser columns={columns} customKeys={customKeys} />}
      </RegisterTotal>
      {canEdit ? (
        <BulkBar
          id={id}
          selection={selection}
          bulk={bulk}
          total={total}
          totalCapped={first?.total_capped ?? false}
          filter={activeFilters(params.filters)}
          shown={assets.length}
        />
      ) : null}
      <RegisterResults
        list={list}
        assets={assets}
        columns={visibleColumns(columns.chosen, customKeys)}
        sort={params.sort}
        onSort={params.setSort}
        selection={canEdit ? selection : null}
        filtered={params.filtered}
        onClearFilters={params.clearFilters}
      />
      {canEdit ? (
        <AssetFormDialog
          open={adding}
          asset={null}
          onClose={() => setAdding(false)}
          onSaved={(saved) => void navigate(workspacePaths.asset(saved.id))}
        />
      ) : null}
    </section>
  );
}

type RegisterTotalProps = {
  first: AssetListResponse | undefined;
  total: number;
  children: ReactNode;
};

/** "142 assets" above the list, and the column chooser beside it. */
function RegisterTotal({ first, total, children }: RegisterTotalProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p
        role="status"
        className="font-semibold text-slate-900 dark:text-white"
        data-testid="register-total"
      >
        {first
          ? t("assets.register.total", {
              count: total,
              formatted: formatAssetTotal(first, i18n.language),
            })
          : null}
      </p>
      {children}
    </div>
  );
}

type OutputsProps = {
  params: ReturnType<typeof useRegisterParams>;
  /** Null when labels may not be printed here (read-only). */
  selection: ReturnType<typeof useSelection> | null;
  columns: AssetColumn[];
};

/** What leaves the register: labels of the selection (or all matching) and exports. */
function RegisterOutputs({ params, selection, columns }: OutputsProps) {
  return (
    <>
      {selection ? (
        <PrintLabels
          selectedIds={selection.allMatching ? [] : [...selection.ids]}
          filter={bulkFilterOf(params.filters)}
        />
      ) : null}
      <ExportButtons
        kind="assets"
        query={listParamsOf(params.filters, params.sort)}
        columns={exportColumnsOf(columns)}
      />
    </>
  );
}
