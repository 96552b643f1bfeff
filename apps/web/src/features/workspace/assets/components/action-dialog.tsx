import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import type { ActionProblem } from "../lib/action-problems.ts";
import { ActionProblemAlert } from "./problem-text.tsx";

type ActionDialogProps = {
  id: string;
  dialog: RefObject<HTMLDialogElement | null>;
  title: string;
  onClose: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  /** Why the API refused, shown right above the buttons. */
  problem: ActionProblem | null;
  children: ReactNode;
};

/** The frame of an asset action's dialog: title, fields, the refusal, cancel and submit. */
export function ActionDialog({ dialog, ...props }: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${props.id}-title`}
      onClose={props.onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100%-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={props.onSubmit} noValidate className="p-6">
        <h2 id={`${props.id}-title`} className="text-xl font-bold">
          {props.title}
        </h2>
        <div className="mt-5 grid gap-4">{props.children}</div>
        <ActionProblemAlert problem={props.problem} />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={props.onClose}>
            {t("assets.form.cancel")}
          </button>
          <SubmitButton
            sending={props.sending}
            label={props.submitLabel}
            sendingLabel={props.sendingLabel}
          />
        </div>
      </form>
    </dialog>
  );
}
