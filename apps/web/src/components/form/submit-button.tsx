import { buttonClasses } from "../button-classes.ts";

type SubmitButtonProps = {
  /** True while the form is being sent: the button is disabled and says so. */
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
};

/** The submit button of a form, disabled while the form is being sent. */
export function SubmitButton({ sending, label, sendingLabel, className }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={sending} className={buttonClasses("primary", className)}>
      {sending ? sendingLabel : label}
    </button>
  );
}
