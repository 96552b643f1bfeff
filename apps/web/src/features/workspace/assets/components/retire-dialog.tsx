import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useRetireAsset, type Asset } from "../api/assets-api.ts";
import { useActionProblem } from "../hooks/use-action-problem.ts";
import { ActionDialog } from "./action-dialog.tsx";

type RetireDialogProps = { asset: Asset; open: boolean; onClose: () => void };

/** Asks before retiring: the asset stays in the register, checked in, with an archived label. */
export function RetireDialog({ asset, open, onClose }: RetireDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const retire = useRetireAsset(asset.id);
  const refusal = useActionProblem();
  const dialog = useModalDialog(open, refusal.clear);

  async function handleRetire() {
    const retired = await refusal.attempt(() => retire.mutateAsync());
    if (!retired) return;
    showNotice({ kind: "success", title: t("assets.retire.done", { name: asset.name }) });
    onClose();
  }

  return (
    <ActionDialog
      {...{ id, dialog, onClose }}
      onSubmit={(event) => {
        event.preventDefault();
        void handleRetire();
      }}
      problem={refusal.problem}
      title={t("assets.retire.title", { name: asset.name })}
      sending={retire.isPending}
      submitLabel={t("assets.retire.submit")}
      sendingLabel={t("assets.retire.sending")}
    >
      <p className="text-slate-700 dark:text-slate-300">{t("assets.retire.text")}</p>
      {asset.assigned_to ? (
        <p className="text-slate-700 dark:text-slate-300">
          {t("assets.retire.checkedOut", { name: asset.assigned_to.name })}
        </p>
      ) : null}
    </ActionDialog>
  );
}
