import { scimSchemas } from "@fleetward/contracts/workspace-scim";
import { ScimError } from "./errors.ts";
import { attributePath, parseFilter } from "./filter.ts";

/*
 * PATCH (RFC 7644 §3.5.2) as Entra ID and Okta send it: `op` in any case ("Replace"), booleans
 * as strings ("False"), a replace without `path` whose value is an object of attributes
 * (nested or with URN-prefixed keys), `members` added and removed as `value` arrays or by a
 * `members[value eq "…"]` path.
 */

export type PatchOperation = { op: "add" | "replace" | "remove"; path?: string; value?: unknown };

const ops = new Set(["add", "replace", "remove"]);

/** The operations of a PatchOp body; 400 invalidSyntax for anything else. */
export function patchOperations(body: unknown): PatchOperation[] {
  const message = body as { schemas?: unknown; Operations?: unknown; operations?: unknown };
  const list = message?.Operations ?? message?.operations;
  if (!Array.isArray(list) || list.length === 0) {
    throw new ScimError(
      400,
      `A PATCH body is a ${scimSchemas.patchOp} with Operations`,
      "invalidSyntax",
    );
  }
  return list.map((raw: unknown) => {
    const operation = raw as { op?: unknown; path?: unknown; value?: unknown };
    const op = typeof operation?.op === "string" ? operation.op.toLowerCase() : "";
    if (!ops.has(op)) {
      throw new ScimError(
        400,
        `Unknown PATCH op ${JSON.stringify(operation?.op)}`,
        "invalidSyntax",
      );
    }
    if (operation.path !== undefined && typeof operation.path !== "string") {
      throw new ScimError(400, "A PATCH path is a string", "invalidPath");
    }
    if (op === "remove" && !operation.path) {
      throw new ScimError(400, "A remove names its path", "noTarget");
    }
    return { op: op as PatchOperation["op"], path: operation.path, value: operation.value };
  });
}

/** Entra sends "True"/"False"; Okta and the RFC send booleans. */
export function booleanOf(value: unknown, attribute: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === "true";
  }
  throw new ScimError(400, `${attribute} must be true or false`, "invalidValue");
}

/** A path-less value object as attribute paths: `{name: {givenName}}` → `name.givenname`. */
export function flattenAttributes(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ScimError(
      400,
      "A PATCH without path carries an object of attributes",
      "invalidValue",
    );
  }
  return Object.entries(value).flatMap(([key, inner]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key.toLowerCase()}` : attributePath(key);
    const isExtension = key.toLowerCase().startsWith("urn:");
    const nested =
      (path === "name" || isExtension) &&
      typeof inner === "object" &&
      inner !== null &&
      !Array.isArray(inner);
    if (isExtension && nested) return flattenAttributes(inner, "");
    if (nested) return flattenAttributes(inner, path);
    return [[path, inner]];
  });
}

/** The attribute changes of a User PATCH, in order; `null` clears. */
export function userChanges(operations: PatchOperation[]): [string, unknown][] {
  return operations.flatMap((operation): [string, unknown][] => {
    if (!operation.path) return flattenAttributes(operation.value);
    const path = attributePath(operation.path);
    return [[path, operation.op === "remove" ? null : operation.value]];
  });
}

export type GroupChanges = {
  displayName?: string;
  externalId?: string | null;
  add: string[];
  remove: string[];
  /** Set when the operations replace the whole member list. */
  replace?: string[];
};

function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((item: unknown) => {
    const id =
      typeof item === "object" && item !== null ? (item as { value?: unknown }).value : item;
    if (typeof id !== "string" || !id) {
      throw new ScimError(400, "A member is { value: <User id> }", "invalidValue");
    }
    return id;
  });
}

function applyGroupAttribute(changes: GroupChanges, path: string, value: unknown) {
  if (path === "displayname") {
    if (typeof value !== "string" || !value.trim()) {
      throw new ScimError(400, "displayName must be a non-empty string", "invalidValue");
    }
    changes.displayName = value.trim();
  } else if (path === "externalid") {
    changes.externalId = typeof value === "string" ? value : null;
  } else if (path === "members") {
    changes.replace = memberIds(value);
    changes.add = [];
    changes.remove = [];
  }
  // Other attributes (id, schemas, meta) are not the client's to change: ignored.
}

/** The changes of a Group PATCH. */
export function groupChanges(operations: PatchOperation[]): GroupChanges {
  const changes: GroupChanges = { add: [], remove: [] };
  for (const { op, path: rawPath, value } of operations) {
    if (!rawPath) {
      for (const [path, inner] of flattenAttributes(value))
        applyGroupAttribute(changes, path, inner);
      continue;
    }
    const path = attributePath(rawPath);
    const filtered = /^members\[(.*)\]$/i.exec(rawPath.trim());
    if (op === "remove" && filtered?.[1]) {
      const [comparison] = parseFilter(filtered[1]);
      if (comparison?.path !== "value" || typeof comparison.value !== "string") {
        throw new ScimError(400, `Cannot remove members by ${rawPath}`, "invalidPath");
      }
      changes.remove.push(comparison.value);
    } else if (path === "members" && op === "add") {
      changes.add.push(...memberIds(value));
    } else if (path === "members" && op === "remove") {
      // Entra: remove with a value array; without one the RFC removes every member.
      if (value === undefined) changes.replace = [];
      else changes.remove.push(...memberIds(value));
    } else if (op === "remove") {
      applyGroupAttribute(changes, path, null);
    } else {
      applyGroupAttribute(changes, path, value);
    }
  }
  return changes;
}
