import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import type { Asset } from "../api/assets-api.ts";
import type { Selection } from "../hooks/use-selection.ts";
import { OverdueBadge, RetiredBadge, SampleBadge, StatusBadge } from "./asset-badges.tsx";
import { HolderName } from "./asset-cells.tsx";
import { SelectShown } from "./asset-table.tsx";
import { useColumnLabel } from "./column-chooser.tsx";

type AssetCardsProps = { assets: Asset[]; selection: Selection | null };

/**
 * The register on a phone (ADR 0044): one card per asset with the facts that tell assets apart
 * — name, tag, status, holder — and no sideways scrolling; the rest is on the asset's page.
 */
export function AssetCards({ assets, selection }: AssetCardsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      {selection ? (
        <label className="flex items-center gap-2 px-1 text-sm text-slate-700 dark:text-slate-300">
          <SelectShown assets={assets} selection={selection} />
          {t("assets.selection.selectShown")}
        </label>
      ) : null}
      <ul
        aria-label={t("assets.register.title")}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        data-testid="asset-cards"
      >
        {assets.map((asset) => (
          <AssetCard key={asset.id} asset={asset} selection={selection} />
        ))}
      </ul>
    </div>
  );
}

function AssetCard({ asset, selection }: { asset: Asset; selection: Selection | null }) {
  const { t } = useTranslation();
  const label = useColumnLabel();
  return (
    <li
      data-testid="asset-row"
      className={`flex gap-3 p-3 text-sm ${asset.retired_at ? "text-slate-600 dark:text-slate-400" : "text-slate-800 dark:text-slate-200"}`}
    >
      {selection ? (
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-blue-700 dark:accent-blue-400"
          aria-label={t("assets.selection.selectRow", { name: asset.name })}
          checked={selection.isSelected(asset.id)}
          disabled={selection.allMatching}
          onChange={() => selection.toggle(asset.id)}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link
          to={workspacePaths.asset(asset.id)}
          className="font-semibold break-words text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
        >
          {asset.name}
        </Link>
        <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Fact label={label("asset_tag")}>
            <span dir="ltr">{asset.asset_tag}</span>
          </Fact>
          <Fact label={label("status")}>
            <StatusBadge asset={asset} />
          </Fact>
          {asset.assigned_to ? (
            <Fact label={label("assigned_to")}>
              <HolderName holder={asset.assigned_to} />
            </Fact>
          ) : null}
        </dl>
        {asset.is_sample || asset.retired_at || asset.overdue ? (
          <p className="mt-1 flex flex-wrap gap-1">
            {asset.is_sample ? <SampleBadge /> : null}
            {asset.retired_at ? <RetiredBadge /> : null}
            {asset.overdue ? <OverdueBadge /> : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** One fact of a card: its name for screen readers, its value for everyone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center">
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
