import type {
  ImportField,
  ImportMapping,
  ImportReason,
  ImportRefusal,
} from "@fleetward/contracts/workspace-imports";
import {
  licenseCreateSchema,
  licenseUpdateSchema,
  maxLicenseSeats,
  type License,
  type LicenseUpdate,
} from "@fleetward/contracts/workspace-licenses";
import type { WriteScope } from "../history/service.ts";
import {
  createWorkspaceLicense,
  editWorkspaceLicense,
  findWorkspaceLicensesByNames,
  productKeyIs,
} from "../licenses/service.ts";
import type { BatchResult, DataRecord, ImportContext } from "./batch.ts";
import {
  batchLedger,
  emptyAdded,
  emailOf,
  firstIssue,
  lowerKey,
  mappedCells,
  maxText,
  readRecords,
  refusedField,
  withinBatch,
} from "./kinds.ts";
import { addNamed, loadCatalog } from "./refs.ts";
import { parseAmount, parseDate } from "./values.ts";

/** A licence row read through the mapping: only what its non-empty cells give. */
export type LicenseRow = {
  row: number;
  name?: string;
  productKey?: string;
  seats?: number;
  manufacturer?: string;
  licensedToName?: string;
  licensedToEmail?: string;
  purchaseDate?: string;
  purchaseCost?: string;
  currency?: string;
  orderNumber?: string;
  supplier?: string;
  expiresOn?: string;
  notes?: string;
};

const textTargets = {
  name: "name",
  manufacturer: "manufacturer",
  licensed_to_name: "licensedToName",
  order_number: "orderNumber",
  supplier: "supplier",
  notes: "notes",
} as const satisfies Partial<Record<ImportField, keyof LicenseRow>>;

/** The longest product key the licence form takes. */
const maxKey = 2000;

/**
 * Reads one licence row. Each refused cell is reported with its column (the product key's
 * value never is: it is a secret); a row with any is refused.
 */
export function readLicenseRow(
  cells: readonly string[],
  row: number,
  mapping: ImportMapping,
  headers: readonly string[],
): { row: LicenseRow; refusals: ImportRefusal[] } {
  const result: LicenseRow = { row };
  const refusals: ImportRefusal[] = [];
  const refuse = (column: number, reason: ImportReason, value: string | null) =>
    refusals.push({ row, column: headers[column] ?? null, reason, value });
  for (const [target, { value, column }] of mappedCells(cells, mapping)) {
    if (target === "product_key") {
      if (value.length > maxKey) refuse(column, "too_long", null);
      else result.productKey = value;
    } else if (value.length > maxText) {
      refuse(column, "too_long", value.slice(0, 40));
    } else if (target in textTargets) {
      result[textTargets[target as keyof typeof textTargets]] = value;
    } else if (target === "licensed_to_email") {
      const email = emailOf(value);
      if (email) result.licensedToEmail = email;
      else refuse(column, "email_invalid", value);
    } else if (target === "seats") {
      const seats = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (seats >= 1 && seats <= maxLicenseSeats) result.seats = seats;
      else refuse(column, "number_invalid", value);
    } else if (target === "purchase_date" || target === "expires_on") {
      const date = parseDate(value, mapping.date_order);
      if (!date) refuse(column, "date_invalid", value);
      else result[target === "purchase_date" ? "purchaseDate" : "expiresOn"] = date;
    } else if (target === "purchase_cost") {
      const amount = parseAmount(value);
      if (amount === null) refuse(column, "number_invalid", value);
      else result.purchaseCost = amount;
    } else if (target === "currency") {
      if (/^[a-z]{3}$/i.test(value)) result.currency = value.toUpperCase();
      else refuse(column, "currency_invalid", value);
    }
  }
  if (result.purchaseDate && result.expiresOn && result.expiresOn < result.purchaseDate) {
    const column = mapping.columns.indexOf("expires_on");
    refuse(column, "expiry_before_purchase", result.expiresOn);
  }
  return { row: result, refusals };
}

/** The API field a contract or service problem concerns, as the import target it came from. */
const targetOfField: Record<string, ImportField> = {
  name: "name",
  manufacturer_id: "manufacturer",
  seats: "seats",
  product_key: "product_key",
  licensed_to_name: "licensed_to_name",
  licensed_to_email: "licensed_to_email",
  purchase_date: "purchase_date",
  purchase_cost: "purchase_cost",
  currency: "currency",
  order_number: "order_number",
  supplier: "supplier",
  expires_on: "expires_on",
  notes: "notes",
};

const reasonOfField: Record<string, ImportReason> = {
  name: "name_missing",
  seats: "seats_missing",
  currency: "currency_missing",
  expires_on: "expiry_before_purchase",
  licensed_to_email: "email_invalid",
};

type Ledger = ReturnType<typeof batchLedger>;

/**
 * Imports one batch of licences through the licences service, each row in a savepoint:
 * matched by name (several of one name: by product key), created or updated with only the
 * fields that differ (the product key compared sealed, inside the service). Missing
 * manufacturers are added. The key is never in a refusal, the report or a log.
 */
export async function importLicensesBatch(
  scope: WriteScope,
  context: ImportContext,
  records: readonly DataRecord[],
): Promise<BatchResult> {
  const { mapping } = context;
  const ledger = batchLedger(context.headers, mapping);
  const added = emptyAdded();
  const rows = readRecords(context, ledger, records, readLicenseRow);

  const catalog = await loadCatalog(scope.tx, scope.tenantId);
  added.manufacturers = await addNamed(
    scope.tx,
    scope.tenantId,
    "manufacturers",
    catalog.manufacturers,
    rows.flatMap((row) => (row.manufacturer ? [row.manufacturer] : [])),
    scope.now,
  );

  const names = [...new Set(rows.flatMap((row) => (row.name ? [lowerKey(row.name)] : [])))];
  const byName = new Map<string, License[]>();
  for (const license of await findWorkspaceLicensesByNames(scope.tx, scope.tenantId, names)) {
    const key = lowerKey(license.name);
    byName.set(key, [...(byName.get(key) ?? []), license]);
  }

  for (const row of rows) {
    if (!row.name) {
      ledger.refuse(row.row, "name", "name_missing");
      continue;
    }
    const named = byName.get(lowerKey(row.name)) ?? [];
    let license = named[0];
    if (named.length > 1) {
      license = undefined;
      for (const candidate of row.productKey ? named : []) {
        if (
          await productKeyIs(scope.tx, context.box, scope.tenantId, candidate.id, row.productKey!)
        ) {
          license = candidate;
          break;
        }
      }
      if (!license) {
        ledger.refuse(row.row, "name", "name_ambiguous", row.name);
        continue;
      }
    }
    if (license && mapping.mode === "create") {
      ledger.refuse(row.row, "name", "exists", row.name);
      continue;
    }
    const values: LicenseUpdate = {
      name: row.name,
      manufacturer_id: row.manufacturer
        ? catalog.manufacturers.get(lowerKey(row.manufacturer))
        : undefined,
      seats: row.seats,
      licensed_to_name: row.licensedToName,
      licensed_to_email: row.licensedToEmail,
      purchase_date: row.purchaseDate,
      purchase_cost: row.purchaseCost,
      currency: row.currency,
      order_number: row.orderNumber,
      supplier: row.supplier,
      expires_on: row.expiresOn,
      notes: row.notes,
    };
    const saved = await writeLicense(scope, context, ledger, row, license, values);
    if (saved && !license) byName.set(lowerKey(saved.name), [saved]);
  }
  return ledger.result(records, added);
}

async function writeLicense(
  scope: WriteScope,
  context: ImportContext,
  ledger: Ledger,
  row: LicenseRow,
  license: License | undefined,
  values: LicenseUpdate,
): Promise<License | undefined> {
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as LicenseUpdate;
  const changes = license
    ? (Object.fromEntries(
        Object.entries(given).filter(([key, value]) => license[key as keyof License] !== value),
      ) as LicenseUpdate)
    : given;
  if (
    row.productKey &&
    !(
      license &&
      (await productKeyIs(scope.tx, context.box, scope.tenantId, license.id, row.productKey))
    )
  ) {
    changes.product_key = row.productKey;
  }
  if (license && Object.keys(changes).length === 0) {
    ledger.outcome.set(row.row, "n");
    return license;
  }
  const refuse = (field: string) => {
    const target = targetOfField[field] ?? null;
    const value = field === "product_key" ? null : values[field as keyof LicenseUpdate];
    ledger.refuse(
      row.row,
      target,
      reasonOfField[field] ?? "too_long",
      value == null ? null : String(value),
    );
  };
  // A cost without a currency is in the workspace's: the licences service fills it in.
  if (!license && changes.seats === undefined) {
    refuse("seats");
    return undefined;
  }
  const parsed = license
    ? licenseUpdateSchema.safeParse(changes)
    : licenseCreateSchema.safeParse(changes);
  if (!parsed.success) {
    refuse(firstIssue(parsed.error) ?? "name");
    return undefined;
  }
  try {
    const saved = license
      ? await editWorkspaceLicense(withinBatch(scope), context.box, license.id, parsed.data)
      : await createWorkspaceLicense(
          withinBatch(scope),
          context.box,
          parsed.data as Parameters<typeof createWorkspaceLicense>[2],
        );
    ledger.outcome.set(row.row, license ? "u" : "c");
    return saved;
  } catch (error) {
    const field = refusedField(error);
    if (field === null) throw error;
    refuse(field);
    return undefined;
  }
}
