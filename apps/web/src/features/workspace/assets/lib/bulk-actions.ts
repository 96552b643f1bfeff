import type { BulkAction } from "@fleetward/contracts/workspace-assets";

/** The bulk actions, in the order the action menu offers them. */
export const bulkActionTypes = [
  "set_status",
  "set_location",
  "set_category",
  "checkin",
  "retire",
] as const satisfies readonly BulkAction["type"][];
export type BulkActionType = (typeof bulkActionTypes)[number];

/** Which of them set a value, and so need one chosen first. */
export type TargetedAction = Extract<
  BulkActionType,
  "set_status" | "set_location" | "set_category"
>;
export const isTargeted = (type: BulkActionType): type is TargetedAction =>
  type === "set_status" || type === "set_location" || type === "set_category";

/** A location or category may be cleared ("none"); a status label may not. */
export const targetMayBeNone = (type: TargetedAction) => type !== "set_status";

/** The contract's action for a choice; null while a needed value is missing. */
export function bulkActionOf(type: BulkActionType, target: string): BulkAction | null {
  switch (type) {
    case "set_status":
      return target ? { type, status_label_id: target } : null;
    case "set_location":
      return { type, location_id: target || null };
    case "set_category":
      return { type, category_id: target || null };
    default:
      return { type };
  }
}
