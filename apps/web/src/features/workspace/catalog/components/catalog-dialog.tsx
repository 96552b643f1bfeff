import { useId, type FormEventHandler, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";

type CatalogDialogProps = {
  open: boolean;
  title: string;
  /** Runs each time the dialog opens: the form goes back to the entry's own values. */
  onOpen: () => void;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  /** The fields; given the dialog's id, to build their own. */
  children: (id: string) => ReactNode;
};

/** The modal every catalogue form opens in (focus stays inside, Esc closes). */
export function CatalogDialog(props: CatalogDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog(props.open, props.onOpen);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={props.onSubmit} noValidate className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {props.title}
        </h2>
        <div className="mt-5 grid gap-4">{props.children(id)}</div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={props.onClose}>
            {t("register.catalog.cancel")}
          </button>
          <SubmitButton
            sending={props.sending}
            label={t("register.catalog.save")}
            sendingLabel={t("register.catalog.saving")}
          />
        </div>
      </form>
    </dialog>
  );
}
