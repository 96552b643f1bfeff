import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import type { Asset } from "../api/assets-api.ts";
import { AssetFormDialog } from "./asset-form.tsx";
import { CheckinDialog, CheckoutDialog } from "./holder-dialogs.tsx";
import { RetireDialog } from "./retire-dialog.tsx";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";

type OpenDialog = "checkout" | "checkin" | "edit" | "retire" | null;

/**
 * What may be done with the asset now: check out (only a deployable asset that is in),
 * check in (one that is out), edit, retire. Each opens its dialog; refusals show inside it.
 */
export function AssetActions({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const builtin = useBuiltinText();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const retired = asset.retired_at !== null;
  const checkedOut = asset.assigned_to !== null;
  const deployable = asset.status_kind === "deployable";

  return (
    <div aria-label={t("assets.actions.label")} role="group">
      <div className="flex flex-wrap gap-2">
        {checkedOut ? (
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={() => setOpen("checkin")}
          >
            {t("assets.actions.checkin")}
          </button>
        ) : !retired ? (
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={() => setOpen("checkout")}
            disabled={!deployable}
            aria-describedby={deployable ? undefined : "checkout-unavailable"}
          >
            {t("assets.actions.checkout")}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() => setOpen("edit")}
        >
          {t("assets.actions.edit")}
        </button>
        {!retired ? (
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => setOpen("retire")}
          >
            {t("assets.actions.retire")}
          </button>
        ) : null}
      </div>
      {!checkedOut && !retired && !deployable ? (
        <p id="checkout-unavailable" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("assets.problems.notDeployable", { label: builtin.statusLabel(asset.status_name) })}
        </p>
      ) : null}
      <CheckoutDialog asset={asset} open={open === "checkout"} onClose={close} />
      <CheckinDialog asset={asset} open={open === "checkin"} onClose={close} />
      <AssetFormDialog asset={asset} open={open === "edit"} onClose={close} />
      <RetireDialog asset={asset} open={open === "retire"} onClose={close} />
    </div>
  );
}
