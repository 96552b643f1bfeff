import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before removing the SSO connection or a domain (a modal, Esc cancels). */
export function SsoConfirmDialog(props: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ModalDialog id={id} open={props.open} onClose={props.onClose} title={props.title}>
      <p>{props.text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={props.onClose}>
          {t("sso.settings.cancel")}
        </button>
        <button
          type="button"
          className={buttonClasses(
            "primary",
            "bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:hover:bg-red-300",
          )}
          disabled={props.busy}
          onClick={props.onConfirm}
          data-testid="sso-confirm"
        >
          {props.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
