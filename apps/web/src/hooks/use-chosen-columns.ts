import { useCallback, useState } from "react";

function stored(storageKey: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : [];
  } catch {
    return []; // No storage (privacy settings) or a value that is not ours: nothing chosen.
  }
}

/**
 * The optional columns a person chose for a list (such as custom fields by key), kept in
 * this browser. Keys no longer `available` (a deleted field) are left out.
 */
export function useChosenColumns(storageKey: string, available: readonly string[]) {
  const [chosen, setChosen] = useState(() => stored(storageKey));
  const toggle = useCallback(
    (key: string) =>
      setChosen((current) => {
        const next = current.includes(key)
          ? current.filter((item) => item !== key)
          : [...current, key];
        try {
          localStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // The choice then lasts until the page is left.
        }
        return next;
      }),
    [storageKey],
  );
  return { chosen: chosen.filter((key) => available.includes(key)), toggle };
}
