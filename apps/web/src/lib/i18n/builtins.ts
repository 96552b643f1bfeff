import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { enBuiltins, type BuiltinsText } from "./locales/builtins/en.ts";

/*
 * The default status labels and the policy library are stored in English (they are a
 * workspace's data: renamed, edited, exported). They are shown in the reader's language
 * while the stored text still equals the English default; a text the workspace changed is
 * its own and shown as it is (docs/decisions/0045).
 */

/** What a library policy's description gains when switched on with a parameter (API side). */
const allowedSuffix = / Allowed: (\d+) minutes\.$/;
const minimumSuffix = / Minimum: (\S+)\.$/;

const lookup = (map: Record<string, string>, text: string) =>
  Object.hasOwn(map, text) ? map[text] : undefined;

export type BuiltinText = {
  /** A status label's name. */
  statusLabel: (name: string) => string;
  /** A policy's name, description or how-to-fix. */
  policy: <T extends string | null>(text: T) => T | string;
};

/** The translations of `texts` (one language's `builtins`). */
export function builtinText(texts: BuiltinsText): BuiltinText {
  const policyText = (text: string): string => {
    const own = lookup(texts.policies, text);
    if (own !== undefined) return own;
    const allowed = allowedSuffix.exec(text);
    const base = allowed && lookup(texts.policies, text.slice(0, allowed.index));
    if (allowed && base) return `${base} ${texts.allowedMinutes.replace("{{n}}", allowed[1]!)}`;
    const minimum = minimumSuffix.exec(text);
    const start = minimum && lookup(texts.policies, text.slice(0, minimum.index));
    if (minimum && start) return `${start} ${texts.minimum.replace("{{value}}", minimum[1]!)}`;
    return text;
  };
  return {
    statusLabel: (name) => lookup(texts.statusLabels, name) ?? name,
    policy: (text) => (text === null ? text : policyText(text)),
  };
}

/** The reader's language's builtins; English until that language's bundle has loaded. */
function builtinsOf(i18n: I18n): BuiltinsText {
  const loaded = i18n.getResource(i18n.language, "translation", "builtins") as
    BuiltinsText | undefined;
  return loaded ?? enBuiltins;
}

/** Translates built-in texts in the reader's language (re-rendering when it changes). */
export function useBuiltinText(): BuiltinText {
  const { i18n } = useTranslation();
  return builtinText(builtinsOf(i18n));
}
