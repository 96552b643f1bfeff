import { useState } from "react";
import {
  columnsStorageKey,
  defaultColumns,
  parseColumns,
  toggleColumn,
  type AssetColumn,
} from "../lib/asset-columns.ts";

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined; // Storage can be disabled by the browser's privacy settings.
  }
}

/**
 * The columns this user chose, remembered in this browser per user (two people sharing a
 * computer keep their own). Without storage the choice lasts until the page is left.
 */
export function useAssetColumns(userId: string) {
  const key = columnsStorageKey(userId);
  const [chosen, setChosen] = useState<AssetColumn[]>(() =>
    parseColumns(storage()?.getItem(key) ?? null),
  );
  const save = (next: AssetColumn[]) => {
    setChosen(next);
    try {
      storage()?.setItem(key, JSON.stringify(next));
    } catch {
      // A full or refused storage only means the choice is not remembered.
    }
  };
  return {
    chosen,
    toggle: (column: AssetColumn) => save(toggleColumn(chosen, column)),
    reset: () => save([...defaultColumns]),
  };
}

export type AssetColumns = ReturnType<typeof useAssetColumns>;
