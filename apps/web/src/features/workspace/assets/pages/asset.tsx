import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { formatDate } from "../../../../lib/format.ts";
import { useAsset, type Asset } from "../api/assets-api.ts";
import { AssetActions } from "../components/asset-actions.tsx";
import {
  OverdueBadge,
  RetiredBadge,
  SampleBadge,
  StatusBadge,
} from "../components/asset-badges.tsx";
import { AssetDetails } from "../components/asset-details.tsx";
import { AssetHistory } from "../components/asset-history.tsx";
import { AssetDevicePanel } from "../../../../components/workspace/devices/asset-device-panel.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { WorkspaceSubject } from "../../../../components/workspace/workspace-title.tsx";

/** One asset at /workspace/assets/:id: every detail, and what may be done with it. */
export default function AssetPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <WorkspaceGate
      title={t("members.shell.register")}
      description={t("assets.meta.assetDescription")}
    >
      {({ canEdit }) => <AssetView id={id} canEdit={canEdit} />}
    </WorkspaceGate>
  );
}

function AssetView({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const asset = useAsset(id);
  return (
    <>
      <nav aria-label={t("common.breadcrumb")}>
        <Link
          to={workspacePaths.register()}
          className="text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{" "}
          {t("assets.page.back")}
        </Link>
      </nav>
      {asset.isPending ? (
        <LoadingState />
      ) : asset.isError ? (
        isNotFound(asset.error) ? (
          <NotFoundPanel
            title={t("assets.page.notFoundTitle")}
            text={t("assets.page.notFoundText")}
            backTo={workspacePaths.register()}
            backLabel={t("assets.page.back")}
          />
        ) : (
          <div className="mt-6">
            <LoadError onRetry={() => void asset.refetch()} />
          </div>
        )
      ) : (
        <AssetContent asset={asset.data} canEdit={canEdit} />
      )}
    </>
  );
}

function AssetContent({ asset, canEdit }: { asset: Asset; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <article aria-labelledby="asset-title" className="mt-4">
      <WorkspaceSubject name={`${asset.asset_tag} · ${asset.name}`} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
            <span dir="ltr">{asset.asset_tag}</span>
          </p>
          <h1 id="asset-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {asset.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
            <StatusBadge asset={asset} />
            {asset.overdue ? <OverdueBadge /> : null}
            {asset.retired_at ? <RetiredBadge /> : null}
            {asset.is_sample ? <SampleBadge /> : null}
          </p>
          {asset.retired_at ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t("assets.page.retiredOn", { date: formatDate(asset.retired_at, i18n.language) })}
            </p>
          ) : null}
        </div>
        {/* Viewers, and everyone once the trial has ended, get no controls (the API refuses too). */}
        {canEdit ? <AssetActions asset={asset} /> : null}
      </header>
      <div className="mt-6">
        <AssetDetails asset={asset} />
      </div>
      {/* The live device panel draws nothing when no device is linked. */}
      <div className="mt-6 empty:hidden">
        <AssetDevicePanel assetId={asset.id} />
      </div>
      <section
        aria-labelledby="asset-history"
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="asset-history" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("assets.page.history")}
        </h2>
        <AssetHistory assetId={asset.id} labelledBy="asset-history" />
      </section>
    </article>
  );
}
