import { useEffect, useRef, type ReactNode } from "react";

type ModalDialogProps = {
  id: string;
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The browser's own modal <dialog>: it traps focus, closes on Escape and returns focus to
 * the button that opened it.
 */
export function ModalDialog({ id, open, title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-full max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-slate-700 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </dialog>
  );
}
