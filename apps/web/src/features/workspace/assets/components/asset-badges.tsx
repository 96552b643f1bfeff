import { useTranslation } from "react-i18next";
import { displayedStatus } from "@fleetward/contracts/workspace-assets";
import type { Asset } from "../api/assets-api.ts";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";

const badge =
  "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/**
 * The asset's status as `displayedStatus` reads it: a checked-out deployable asset says
 * "Checked out" (its label, such as "Ready to deploy", would contradict it), any other asset
 * its label. The label's colour is the workspace's own choice, so it never carries the text
 * (its contrast is unknown); the ring keeps a pale or dark swatch visible on either background.
 */
export function StatusBadge({
  asset,
}: {
  asset: Pick<Asset, "status_name" | "status_colour" | "status_kind" | "checked_out_at">;
}) {
  const { t } = useTranslation();
  const status = displayedStatus(asset);
  const checkedOut = status.kind === "checked_out";
  const builtin = useBuiltinText();
  return (
    <span
      className="inline-flex items-center gap-1.5 whitespace-nowrap"
      data-testid="asset-status"
      data-status={status.kind}
    >
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ring-1 ring-slate-900/25 dark:ring-white/40 ${checkedOut ? "bg-sky-600 dark:bg-sky-400" : ""}`}
        style={checkedOut ? undefined : { backgroundColor: status.colour }}
      />
      {checkedOut ? t("assets.status.checkedOut") : builtin.statusLabel(status.label)}
    </span>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <span
      className={`${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}
      data-testid="overdue-badge"
    >
      {t("assets.status.overdue")}
    </span>
  );
}

export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <span
      className={`${badge} bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200`}
    >
      {t("assets.status.sample")}
    </span>
  );
}

export function RetiredBadge() {
  const { t } = useTranslation();
  return (
    <span className={`${badge} bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>
      {t("assets.status.retired")}
    </span>
  );
}
