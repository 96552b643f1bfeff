import type { FastifyInstance } from "fastify";
import { fillPath, type ApiRoute, type HttpMethod } from "./api-routes.ts";
import { validObject, validValue, type Schema } from "./valid-input.ts";
import type { RowIds, RowKind } from "./workspace-fixtures.ts";

/*
 * Every operation of the workspace API, read from the app's own OpenAPI document, and a
 * request for it that passes validation and names rows of a given workspace wherever it
 * names a row: in the path, the query or the body. A route added later is swept at once;
 * one whose path names a row of an unknown kind fails the sweep until its kind is added.
 */

export type WorkspaceOperation = Pick<ApiRoute, "method" | "path" | "name" | "pathParams"> & {
  query: { name: string; required: boolean; schema: Schema }[];
  body: Schema | null;
  /** `x-api-token-scope`: read, write, or none (an API token gets 403); null: not a member route. */
  tokenScope: "read" | "write" | "none" | null;
  /** The kind of row each path parameter names (none: the operation names no row in its path). */
  rows: { param: string; kind: RowKind }[];
};

/** The kind of row an `{id}` names, by the path segment before it. */
const segmentKinds: Record<string, RowKind> = {
  assets: "asset",
  people: "person",
  manufacturers: "manufacturer",
  models: "model",
  categories: "category",
  locations: "location",
  "status-labels": "statusLabel",
  "custom-fields": "customField",
  licenses: "license",
  seats: "seat",
  members: "member",
  invitations: "invitation",
  "api-tokens": "apiToken",
  webhooks: "webhook",
  deliveries: "delivery",
  imports: "import",
  "enroll-secrets": "enrollSecret",
  devices: "device",
  policies: "policy",
  domains: "ssoDomain",
};

/** Path segments whose parameter names a part of a row, not a row, and why. */
const partSegments: Record<string, string> = {
  columns: "{column} names a column of the import's uploaded file; its {id} is the row",
};

/** Path parameters that name no row of a workspace, and why. */
export const notRows: Record<string, string> = {
  "POST /api/workspace/policies/library/{key}":
    "{key} names an entry of the policy library, the same in every workspace",
};

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  "x-api-token-scope"?: "read" | "write" | "none";
  "x-workspace-role"?: string;
};

export const isWorkspacePath = (path: string) =>
  path === "/api/workspace" || path.startsWith("/api/workspace/");

/** The workspace operations of the document. Call after `app.ready()`. */
export function workspaceOperations(app: FastifyInstance): WorkspaceOperation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths ?? {})
    .filter(([path]) => isWorkspacePath(path))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([verb, operation]) =>
        toOperation(verb.toUpperCase() as HttpMethod, path, operation),
      ),
    );
}

function toOperation(method: HttpMethod, path: string, operation: Operation): WorkspaceOperation {
  const name = `${method} ${path}`;
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
  const content = Object.values(operation.requestBody?.content ?? {});
  return {
    method,
    path,
    name,
    pathParams,
    query: (operation.parameters ?? [])
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => ({
        name: parameter.name,
        required: parameter.required === true,
        schema: parameter.schema ?? {},
      })),
    body: content[0]?.schema ?? null,
    tokenScope: operation["x-workspace-role"] ? (operation["x-api-token-scope"] ?? null) : null,
    rows:
      name in notRows
        ? []
        : pathParams
            .filter((param) => !(segmentBefore(path, param) in partSegments))
            .map((param) => ({ param, kind: kindOf(path, param) })),
  };
}

function segmentBefore(path: string, param: string): string {
  const segments = path.split("/");
  return segments[segments.indexOf(`{${param}}`) - 1] ?? "";
}

/** `{id}` after `/assets`: an asset; `{seat_id}`: a seat. */
function kindOf(path: string, param: string): RowKind {
  const kind = segmentKinds[segmentBefore(path, param)];
  if (!kind)
    throw new Error(`${path}: no row kind for {${param}}; add its segment to segmentKinds`);
  return kind;
}

export type SweepRequest = {
  url: string;
  payload?: string;
  contentType?: string;
};

const json = (body: unknown) => ({
  contentType: "application/json",
  payload: JSON.stringify(body),
});

/** A body (or query) the schema alone cannot make valid, per operation. */
export const fixedInputs: Record<string, (ids: RowIds) => Partial<SweepRequest>> = {
  // The first role of the enum is the owner's, which only transfer-ownership gives.
  "PATCH /api/workspace/members/{id}": () => json({ role: "viewer" }),
  // One target per column of the upload (the fixtures' imports have two).
  "PATCH /api/workspace/imports/{id}/mapping": () =>
    json({ columns: ["name", "serial_number"], mode: "create", date_order: "dmy" }),
  // The upload is the CSV itself (the document has no schema for a raw body).
  "POST /api/workspace/imports": () => ({
    contentType: "text/csv",
    payload: "name,serial_number\nSweep import,SWEEP-1\n",
  }),
  // A subject id is read with its type.
  "GET /api/workspace/exports/history.csv": (ids) => ({
    url: `/api/workspace/exports/history.csv?subject_type=asset&subject_id=${ids.asset}`,
  }),
  "GET /api/workspace/exports/history.xlsx": (ids) => ({
    url: `/api/workspace/exports/history.xlsx?subject_type=asset&subject_id=${ids.asset}`,
  }),
};

/** Whose rows a request names: in its path, and in its query and body. */
export type RowChoice = { path: RowIds; input: RowIds; libraryKey: string };

/** The request for `operation`: path ids from `rows.path`, filter and body ids from `rows.input`. */
export function requestFor(operation: WorkspaceOperation, rows: RowChoice): SweepRequest {
  const path = fillPath({ path: operation.path } as ApiRoute, (param) => {
    const row = operation.rows.find((entry) => entry.param === param);
    if (row) return rows.path[row.kind];
    // A part of a row (the first column of an upload), else a library entry's key.
    return segmentBefore(operation.path, param) in partSegments ? "0" : rows.libraryKey;
  });
  const query = validObject(
    {
      type: "object",
      properties: Object.fromEntries(operation.query.map(({ name, schema }) => [name, schema])),
      required: operation.query.filter((parameter) => parameter.required).map(({ name }) => name),
    },
    rows.input,
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) search.append(name, String(item));
  }
  const url = search.size > 0 ? `${path}?${search}` : path;
  const body = operation.body
    ? JSON.stringify(validValue(operation.body, "", rows.input))
    : undefined;
  const request: SweepRequest = {
    url,
    ...(body === undefined ? {} : { payload: body, contentType: "application/json" }),
  };
  return { ...request, ...fixedInputs[operation.name]?.(rows.input) };
}

/** Does the request name any of `ids` in its query or body? */
export function inputNames(request: SweepRequest, ids: RowIds): boolean {
  const input = `${request.url.split("?")[1] ?? ""} ${request.payload ?? ""}`;
  return Object.values(ids).some((id) => input.includes(id));
}

/** Does the request for `operation` name a row of `rows.input` (in its query or body)? */
export const namesInput = (operation: WorkspaceOperation, rows: RowChoice) =>
  inputNames(requestFor(operation, rows), rows.input);
