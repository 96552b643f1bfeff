import { useEffect, useSyncExternalStore } from "react";
import { changeLocale } from "../lib/i18n/i18n.ts";
import { syncSettingsFromStorage, useSettings } from "../lib/settings/settings-store.ts";
import { applySettingsToDocument, darkSchemeQuery } from "../lib/settings/theme.ts";

function subscribeToColorScheme(listener: () => void): () => void {
  const query = matchMedia(darkSchemeQuery);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** `system` follows the operating system's preference live. */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToColorScheme,
    () => matchMedia(darkSchemeQuery).matches,
    () => false,
  );
}

/** Keeps the document (theme, direction, language) in step with the settings store. */
export function useApplySettings(): void {
  const settings = useSettings();
  const systemPrefersDark = useSystemPrefersDark();

  useEffect(() => {
    applySettingsToDocument(settings, systemPrefersDark);
  }, [settings, systemPrefersDark]);

  useEffect(() => {
    let cancelled = false;
    changeLocale(settings.locale)
      .catch(() => undefined) // A failed download keeps the current language rather than breaking the page.
      .finally(() => {
        if (!cancelled) document.documentElement.classList.remove("i18n-pending");
      });
    return () => {
      cancelled = true;
    };
  }, [settings.locale]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage) syncSettingsFromStorage();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
