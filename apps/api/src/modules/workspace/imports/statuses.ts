import type { StatusLabelKind } from "@fleetward/contracts/workspace-catalog";
import type { ImportMapping, ImportStatusChoice } from "@fleetward/contracts/workspace-imports";
import type { Orm } from "../../../db/client.ts";
import { addCatalogLabels } from "../catalog/service.ts";
import { keyOf, type Catalog } from "./refs.ts";

/*
 * How a status cell becomes a label (ADR 0042): the mapping's choice for the value, else the
 * label of that name, else Snipe-IT's own vocabulary. Snipe-IT writes its meta-status
 * "Deployed" for every checked-out asset (the label itself is "Ready to Deploy"): that is the
 * default deployable label, the holder coming from "Checked Out To".
 */

type NewLabel = { name: string; kind: StatusLabelKind };

/** Snipe-IT's default labels (and "Deployed") → the label of the right kind. */
const snipeItLabels: Record<string, "deployable" | NewLabel> = {
  deployed: "deployable",
  "ready to deploy": "deployable",
  deployable: "deployable",
  pending: { name: "Pending", kind: "pending" },
  archived: { name: "Archived", kind: "archived" },
  "out for repair": { name: "In repair", kind: "undeployable" },
  "broken - not fixable": { name: "Broken", kind: "undeployable" },
  "lost/stolen": { name: "Lost or stolen", kind: "lost" },
  "out for diagnostics": { name: "Out for diagnostics", kind: "undeployable" },
};

/** The mapping's choices by lower-cased value. */
export function statusChoices(mapping: ImportMapping) {
  return new Map(
    Object.entries(mapping.statuses ?? {}).map(([value, choice]) => [keyOf(value), choice]),
  );
}

/**
 * What a status value is read as without a choice: the label of that name, else Snipe-IT's
 * counterpart (an existing label or a new one of the right kind), else null (refused).
 */
export function suggestedStatus(catalog: Catalog, value: string): ImportStatusChoice | null {
  const key = keyOf(value);
  const named = catalog.labels.get(key);
  if (named) return { label_id: named };
  const snipeIt = snipeItLabels[key];
  if (snipeIt === "deployable") {
    return catalog.defaultLabelId ? { label_id: catalog.defaultLabelId } : null;
  }
  if (!snipeIt) return null;
  const existing = catalog.labels.get(keyOf(snipeIt.name));
  return existing ? { label_id: existing } : { ...snipeIt };
}

/** The choice for a value: the mapping's, else the suggestion. */
export function statusChoice(
  catalog: Catalog,
  choices: ReadonlyMap<string, ImportStatusChoice>,
  value: string,
) {
  return choices.get(keyOf(value)) ?? suggestedStatus(catalog, value);
}

/**
 * The label ids of a batch's status values (value key → id; unknown values absent), adding the
 * new labels the choices name (one insert) to the catalog and to `added`.
 */
export async function resolveStatuses(
  scope: { tx: Orm; tenantId: string; now: Date },
  catalog: Catalog,
  choices: ReadonlyMap<string, ImportStatusChoice>,
  values: readonly string[],
): Promise<{ ids: Map<string, string>; added: string[] }> {
  const ids = new Map<string, string>();
  const known = new Set(catalog.labels.values());
  const wanted = new Map<string, NewLabel>();
  const pending: [string, string][] = [];
  for (const value of values) {
    const choice = statusChoice(catalog, choices, value);
    if (!choice) continue;
    if ("label_id" in choice) {
      // A label deleted since the mapping was saved: the value is unknown again.
      if (known.has(choice.label_id)) ids.set(keyOf(value), choice.label_id);
    } else {
      const existing = catalog.labels.get(keyOf(choice.name));
      if (existing) ids.set(keyOf(value), existing);
      else {
        wanted.set(keyOf(choice.name), { name: choice.name.trim(), kind: choice.kind });
        pending.push([keyOf(value), keyOf(choice.name)]);
      }
    }
  }
  const rows = await addCatalogLabels(scope.tx, scope.tenantId, [...wanted.values()], scope.now);
  for (const row of rows) catalog.labels.set(keyOf(row.name), row.id);
  for (const [value, name] of pending) {
    const id = catalog.labels.get(name);
    if (id) ids.set(value, id);
  }
  return { ids, added: rows.map((row) => row.name) };
}
