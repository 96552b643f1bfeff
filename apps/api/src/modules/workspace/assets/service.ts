import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { removeSampleAssets } from "./samples.ts";

/*
 * The asset register: the assets of a workspace, their check-out and check-in, bulk changes
 * and what is due. The workspace itself (its row, lookup, trial state, whether it accepts
 * changes) is the core module's (../core/service.ts).
 */

export { bulkChangeAssets } from "./bulk.ts";
export {
  firstOverdueCheckins,
  overdueCheckins,
  warrantiesEndingBetween,
  type CheckinDue,
  type DueList,
  type WarrantyDue,
} from "./due-query.ts";
export { assetExportReader, type AssetExportRow } from "./export-query.ts";
export { removeCustomValueKey } from "./repository.ts";
export { onSerialsSet, type SerialsListener } from "./serial-links.ts";
export { assetOf } from "./lookups.ts";
export { provisionAssets, type SampleRefs } from "./samples.ts";
export {
  insertImportedAssets,
  lockAssetsToImport,
  updateImportedAsset,
  type AssetToImport,
  type ImportedAssetValues,
} from "./import-repository.ts";
export {
  assetsHeldBy,
  checkInAllHeldBy,
  checkInAsset,
  checkOutAsset,
  retireWorkspaceAsset,
} from "./checkout.ts";
export {
  assetLabelRows,
  createWorkspaceAsset,
  editWorkspaceAsset,
  getWorkspaceAsset,
  listWorkspaceAssets,
  countWorkspaceAssets,
} from "./register.ts";

export async function removeWorkspaceSamples(request: WriteRequest) {
  return inWorkspaceWrite(request, async ({ tx, tenantId }) => ({
    removed: await removeSampleAssets(tx, tenantId),
  }));
}
