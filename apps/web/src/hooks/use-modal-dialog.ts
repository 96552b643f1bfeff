import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Opens a <dialog> as a modal while `open` holds (focus stays inside, Esc closes) and closes
 * it when `open` turns false. `onOpen` runs each time it opens, to reset what it shows.
 */
export function useModalDialog(open: boolean, onOpen: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useEffectEvent(onOpen);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opened();
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return dialog;
}
