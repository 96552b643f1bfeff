import fc from "fast-check";
import type { JsonSchema } from "./api-routes.ts";
import type { RowIds, RowKind } from "./workspace-fixtures.ts";

/*
 * The smallest input a schema of the OpenAPI document accepts, with every id field bound to
 * a row of a given workspace: so a request passes validation (a 422 would answer before any
 * lookup) and names another workspace's rows wherever it names a row at all.
 */

export type Schema = JsonSchema & { default?: unknown; minItems?: number };

/** Body and query fields that hold the id of a row, by name. */
const idFields: Record<string, RowKind> = {
  ids: "asset",
  asset_id: "asset",
  asset_ids: "asset",
  subject_id: "asset",
  person_id: "person",
  manager_id: "person",
  model_id: "model",
  category_id: "category",
  category_ids: "category",
  location_id: "location",
  parent_id: "location",
  status_label_id: "statusLabel",
  manufacturer_id: "manufacturer",
};

/** The kinds of row some id field names. */
export const idFieldKinds = (): RowKind[] => [...new Set(Object.values(idFields))];

const alternativesOf = (schema: Schema): Schema[] => schema.anyOf ?? schema.oneOf ?? [];
const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Does the schema (or one of its alternatives) take a uuid, or a list of them? */
export function takesIds(schema: Schema): boolean {
  if (schema.format === "uuid") return true;
  if (typeOf(schema) === "array") return takesIds(schema.items ?? {});
  return alternativesOf(schema).some(takesIds);
}

/** The kind of row a field names, if it is an id field. */
export function idFieldKind(field: string, schema: Schema): RowKind | undefined {
  const kind = idFields[field];
  if (kind) return kind;
  if (takesIds(schema)) {
    throw new Error(`${field} takes an id of no known kind: name its kind in idFields`);
  }
  return undefined;
}

/** A value `schema` accepts; `field` (its property name) decides which row an id names. */
export function validValue(schema: Schema, field: string, ids: RowIds): unknown {
  const kind = idFieldKind(field, schema);
  if (kind) return typeOf(schema) === "array" ? [ids[kind]] : ids[kind];
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 0) {
    const usable = alternatives.find((alternative) => !isEmptyChoice(alternative));
    return validValue(usable ?? alternatives[0] ?? {}, field, ids);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case "object":
      return validObject(schema, ids);
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        validValue(schema.items ?? {}, field, ids),
      );
    case "integer":
    case "number":
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return knownStrings[field] ?? validString(schema);
  }
}

/** Text fields whose rules no schema states (an e-mail checked in code, osquery SQL). */
const knownStrings: Record<string, string> = {
  email: "sweep@example.com",
  query: "SELECT 1 FROM os_version;",
};

/** `null` and the `""` that optional ids also accept: valid, but name nothing. */
function isEmptyChoice(schema: Schema): boolean {
  return typeOf(schema) === "null" || (schema.enum?.length === 1 && schema.enum[0] === "");
}

function validString(schema: Schema): string {
  switch (schema.format) {
    case "email":
      return "sweep@example.com";
    case "uri":
      return "https://hooks.example.com/sweep";
    case "date":
      return "2030-01-15";
    case "date-time":
      return "2030-01-15T09:00:00.000Z";
  }
  if (schema.pattern) {
    const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
      seed: 7,
      numRuns: 1,
    });
    return sample ?? "";
  }
  const text = "Sweep".padEnd(schema.minLength ?? 0, "x");
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

/**
 * The required properties, and the first optional id field (several are often exclusive:
 * a person or a location, ids or a filter), so the request names a row when it can.
 */
export function validObject(schema: Schema, ids: RowIds): Record<string, unknown> {
  const properties = Object.entries(schema.properties ?? {}) as [string, Schema][];
  const required = new Set(schema.required ?? []);
  const firstId = properties.find(
    ([name, property]) => !required.has(name) && idFieldKind(name, property),
  )?.[0];
  return Object.fromEntries(
    properties
      .filter(([name]) => required.has(name) || name === firstId)
      .map(([name, property]) => [name, validValue(property, name, ids)]),
  );
}
