import { useState } from "react";
import { buttonClasses } from "./button-classes.ts";

/** What a copy button says, in the feature's words and the interface language. */
export type CopyWords = { copy: string; copied: string; failed: string };

/**
 * Copies `text` to the clipboard and says so (politely announced); a refusal says what to do.
 * `label` names what is copied for screen readers when the visible word alone is ambiguous.
 */
export function CopyButton(props: {
  text: string;
  words: CopyWords;
  label?: string | undefined;
  className?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const onCopy = () =>
    navigator.clipboard.writeText(props.text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClasses("secondary", props.className)}
        aria-label={props.label}
        onClick={() => void onCopy()}
      >
        {props.words.copy}
      </button>
      <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {state === "copied" ? props.words.copied : null}
        {state === "failed" ? props.words.failed : null}
      </span>
    </span>
  );
}
