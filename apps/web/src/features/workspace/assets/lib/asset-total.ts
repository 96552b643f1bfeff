import type { AssetListResponse } from "@fleetward/contracts/workspace-assets";
import { formatNumber } from "../../../../lib/format.ts";

/** "142", or "1,000+" when the API stopped counting at its cap (`total_capped`). */
export function formatAssetTotal(
  page: Pick<AssetListResponse, "total" | "total_capped">,
  language: string,
): string {
  const formatted = formatNumber(page.total, language);
  return page.total_capped ? `${formatted}+` : formatted;
}
