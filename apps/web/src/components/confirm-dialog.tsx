import { useId } from "react";
import { buttonClasses } from "./button-classes.ts";
import { ModalDialog } from "./modal-dialog.tsx";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  /** The feature's own word for "Cancel", in the interface language. */
  cancel: string;
  busy: boolean;
  testId?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before something that cannot be undone (delete, revoke). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog id={id} open={props.open} onClose={props.onClose} title={props.title}>
      <p>{props.text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={props.onClose}>
          {props.cancel}
        </button>
        <button
          type="button"
          className={buttonClasses(
            "primary",
            "bg-red-700 hover:bg-red-800 dark:bg-red-400 dark:hover:bg-red-300",
          )}
          disabled={props.busy}
          onClick={props.onConfirm}
          data-testid={props.testId}
        >
          {props.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
