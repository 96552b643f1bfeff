import type { AssetListParams } from "@fleetward/contracts/workspaces";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useAssets,
  useCategories,
  useLocations,
  useRemoveSamples,
  useRetireAsset,
  type Asset,
  type AssetStatus,
} from "../api/workspace-api.ts";

export const pageSize = 25;

export type Filters = Required<Pick<AssetListParams, "q" | "category_id" | "location_id">> & {
  status: AssetStatus | "";
};

const noFilters: Filters = { q: "", status: "", category_id: "", location_id: "" };

/** The register's filters and page, and the lists they select. */
export function useAssetRegisterQuery() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  // Typing in the search box should not fire a request per keystroke while React is busy.
  const search = useDeferredValue(filters.q);
  const assets = useAssets({
    ...filters,
    q: search,
    status: filters.status || undefined,
    page,
    page_size: pageSize,
  });
  const categories = useCategories();
  const locations = useLocations();

  // Any change of filter starts again at the first page.
  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const clearFilters = () => {
    setFilters(noFilters);
    setPage(1);
  };

  const data = assets.data;
  return {
    filters,
    setFilter,
    clearFilters,
    filtered: Object.values(filters).some(Boolean),
    page,
    setPage,
    pages: data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1,
    assets,
    categories: categories.data ?? [],
    locations: locations.data ?? [],
  };
}

export type AssetRegisterQuery = ReturnType<typeof useAssetRegisterQuery>;

/** Retiring an asset and removing the samples: each asks first, then confirms or reports. */
export function useAssetRegisterActions() {
  const { t } = useTranslation();
  const retire = useRetireAsset();
  const removeSamples = useRemoveSamples();

  async function handleRetire(asset: Asset) {
    if (!window.confirm(t("workspace.register.retireConfirm", { name: asset.name }))) return;
    try {
      await retire.mutateAsync(asset.id);
      showNotice({ kind: "success", title: t("workspace.register.retired", { name: asset.name }) });
    } catch (error) {
      notifyFailure(error, t);
    }
  }

  async function handleRemoveSamples() {
    if (!window.confirm(t("workspace.register.removeSamplesConfirm"))) return;
    try {
      const { removed } = await removeSamples.mutateAsync();
      showNotice({
        kind: "success",
        title: t("workspace.register.samplesRemoved", { count: removed }),
      });
    } catch (error) {
      notifyFailure(error, t);
    }
  }

  return {
    retire: (asset: Asset) => void handleRetire(asset),
    removeSamples: () => void handleRemoveSamples(),
    removingSamples: removeSamples.isPending,
  };
}
