import type { ImportKind, ImportTarget } from "@fleetward/contracts/workspace-imports";
import { exportColumns } from "@fleetward/contracts/workspace-exports";
import { HttpError } from "../../../lib/http-error.ts";

export const tooLarge = () =>
  new HttpError(413, "file: The file is larger than 50 MB; split it into smaller files");
export const notCsv = () =>
  new HttpError(
    415,
    "file: This is not a CSV text file (UTF-8 or UTF-16); export the sheet as CSV and try again",
  );

/**
 * The delimiter used most often in the header line, outside quotes (comma on a tie). Fed the
 * decoded text piece by piece as it arrives; `done` once the header line has ended.
 */
export class DelimiterSniffer {
  done = false;
  private quoted = false;
  private readonly counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);

  feed(text: string) {
    for (const char of text) {
      if (this.done) return;
      if (char === '"') this.quoted = !this.quoted;
      else if (!this.quoted && (char === "\n" || char === "\r")) this.done = true;
      else if (!this.quoted && this.counts.has(char)) {
        this.counts.set(char, (this.counts.get(char) ?? 0) + 1);
      }
    }
  }

  get delimiter(): string {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ",";
  }
}

/** A cell as imported: trimmed, without the apostrophe an export puts before `=+-@`. */
export function cleanCell(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  return /^'[=+\-@\t\r]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** A header's spelling without case, accents, spaces or punctuation (letters of any script kept). */
const normalise = (header: string) =>
  header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** Headers of our own export, Snipe-IT's and Shelf's, by their normalised spelling. */
const knownHeaders: Record<string, ImportTarget> = {
  assettag: "asset_tag",
  tag: "asset_tag",
  name: "name",
  title: "name",
  serial: "serial_number",
  serialnumber: "serial_number",
  model: "model",
  modelname: "model",
  modelno: "model_number",
  modelnumber: "model_number",
  manufacturer: "manufacturer",
  manufacturername: "manufacturer",
  category: "category",
  categoryname: "category",
  status: "status",
  statusname: "status",
  location: "location",
  locationname: "location",
  checkedoutto: "assigned_to",
  assignedto: "assigned_to",
  custodian: "assigned_to",
  purchasedate: "purchase_date",
  purchasecost: "purchase_cost",
  valuation: "purchase_cost",
  currency: "currency",
  ordernumber: "order_number",
  supplier: "supplier",
  warranty: "warranty_months",
  warrantymonths: "warranty_months",
  warrantyend: "warranty_end",
  notes: "notes",
  description: "notes",
};

/**
 * People: our export's columns, Snipe-IT's users export (`First Name, Last Name, Username,
 * Email, Employee No., Department, Location, Manager`) and common HR spellings.
 */
const personHeaders: Record<string, ImportTarget> = {
  name: "name",
  fullname: "name",
  displayname: "name",
  employeename: "name",
  employee: "name",
  firstname: "first_name",
  givenname: "first_name",
  lastname: "last_name",
  surname: "last_name",
  familyname: "last_name",
  email: "email",
  emailaddress: "email",
  mail: "email",
  workemail: "email",
  employeenumber: "employee_number",
  employeeno: "employee_number",
  employeeid: "employee_number",
  empid: "employee_number",
  staffnumber: "employee_number",
  personnelnumber: "employee_number",
  department: "department",
  dept: "department",
  team: "department",
  location: "location",
  office: "location",
  worklocation: "location",
  manager: "manager",
  linemanager: "manager",
  reportsto: "manager",
  manageremail: "manager",
  supervisor: "manager",
  status: "status",
  employmentstatus: "status",
  notes: "notes",
};

/** Licences: our export's columns and Snipe-IT's licences export. */
const licenseHeaders: Record<string, ImportTarget> = {
  name: "name",
  licensename: "name",
  software: "name",
  softwarename: "name",
  productkey: "product_key",
  licensekey: "product_key",
  serial: "product_key",
  serialnumber: "product_key",
  key: "product_key",
  seats: "seats",
  totalseats: "seats",
  quantity: "seats",
  manufacturer: "manufacturer",
  manufacturername: "manufacturer",
  vendor: "manufacturer",
  licensedtoname: "licensed_to_name",
  licensedto: "licensed_to_name",
  licensedtoemail: "licensed_to_email",
  purchasedate: "purchase_date",
  purchasecost: "purchase_cost",
  cost: "purchase_cost",
  currency: "currency",
  ordernumber: "order_number",
  supplier: "supplier",
  expireson: "expires_on",
  expirationdate: "expires_on",
  expirydate: "expires_on",
  expires: "expires_on",
  notes: "notes",
};

const headersByKind = { assets: knownHeaders, people: personHeaders, licenses: licenseHeaders };

/** Which layout the headers are, for the mapping screen's note. */
export function formatOf(headers: readonly string[], kind: ImportKind = "assets") {
  const set = new Set(headers.map(normalise));
  if (kind === "people") {
    if (set.has("firstname") && set.has("lastname") && set.has("username")) {
      return "snipe_it_users" as const;
    }
    if (set.has("employeenumber") && set.has("email")) return "fleetward" as const;
    return "custom" as const;
  }
  if (kind === "licenses") {
    return set.has("seats") && set.has("expireson") ? ("fleetward" as const) : ("custom" as const);
  }
  if (set.has("assettag") && set.has("checkedoutto")) return "snipe_it" as const;
  if (set.has("title") && (set.has("custodian") || set.has("valuation"))) return "shelf" as const;
  if (set.has("assettag") && set.has("serialnumber")) return "fleetward" as const;
  return "custom" as const;
}

/** Our export's built-in asset columns: a custom field's column is never headed like one. */
const exportedAssetColumns = new Set<string>(exportColumns.assets);

/**
 * The pre-selected target of each column: a known header, else a custom field whose name or
 * key it is (Snipe-IT exports custom fields under their names). Our own export heads a custom
 * field's column `custom:<key>`, or with the field's exact name, which in our own layout beats
 * a look-alike of another tool's header ("Warranty" is Snipe-IT's months, but in our export it
 * can only be a field of that name). A target is used once.
 */
export function guessTargets(
  headers: readonly string[],
  fields: readonly { key: string; name: string }[],
  kind: ImportKind = "assets",
): ImportTarget[] {
  const used = new Set<string>();
  const own = formatOf(headers, kind) === "fleetward";
  const fold = (text: string) => text.trim().toLowerCase();
  return headers.map((header) => {
    const key = normalise(header);
    const byKey = fields.find((f) => `custom:${f.key}` === header.trim());
    const named = fields.find((f) => fold(f.name) === fold(header));
    const field =
      byKey ??
      named ??
      (key === ""
        ? undefined
        : fields.find((f) => normalise(f.name) === key || normalise(f.key) === key));
    const custom = field ? (`custom:${field.key}` as const) : null;
    const ownField = own && named && !exportedAssetColumns.has(fold(header));
    const target = byKey || ownField ? custom : (headersByKind[kind][key] ?? custom);
    if (!target || used.has(target)) return null;
    used.add(target);
    return target;
  });
}
