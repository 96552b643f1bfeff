import { scimSchemas } from "@fleetward/contracts/workspace-scim";

/** The `scimType`s of RFC 7644 §3.12 this service answers. */
export type ScimType =
  | "invalidFilter"
  | "invalidSyntax"
  | "invalidPath"
  | "invalidValue"
  | "noTarget"
  | "uniqueness"
  | "mutability"
  | "tooMany";

/** An answer in SCIM's own error schema (RFC 7644 §3.12). */
export class ScimError extends Error {
  readonly statusCode: number;
  readonly scimType: ScimType | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: string,
    scimType?: ScimType,
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.statusCode = status;
    this.scimType = scimType;
    this.headers = headers;
  }
}

/** The body of a SCIM error: `status` is a string, as the RFC's examples write it. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: [scimSchemas.error],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

export const notFound = (what: "User" | "Group", id: string) =>
  new ScimError(404, `${what} ${id} not found`);
