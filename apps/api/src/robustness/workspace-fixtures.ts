import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { freshDomain, trialWorkspace } from "../test-support/workspace.ts";
import { enrollBody, osqueryClient } from "../modules/workspace/devices/test-support.ts";
import { insertMember } from "../modules/workspace/members/repository.ts";
import { ssoConnections, ssoIdentities } from "../modules/workspace/sso/schema.ts";
import { signedUpCustomer, type Customer } from "../test-support/customers.ts";
import { nextClient } from "./support.ts";

/*
 * Workspaces for the cross-workspace sweep (another-customer.test.ts): one with a row of
 * every kind a path parameter or an id field of the workspace API can name, made through
 * the API as its owner would, and the ids of those rows.
 */

export const rowKinds = [
  "asset",
  "person",
  "manufacturer",
  "model",
  "category",
  "location",
  "statusLabel",
  "customField",
  "license",
  "seat",
  "member",
  "invitation",
  "apiToken",
  "webhook",
  "delivery",
  "import",
  "enrollSecret",
  "device",
  "policy",
  "ssoDomain",
] as const;
export type RowKind = (typeof rowKinds)[number];
export type RowIds = Record<RowKind, string>;

type Call = (method: string, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

export type FilledWorkspace = {
  domain: string;
  /** `{domain}.localhost:3000`: the workspace's own host. */
  host: string;
  workspaceId: string;
  trialId: string;
  owner: Customer;
  /** A call as the owner, at the workspace's host. */
  as: Call;
  /** Text in the name of every named row, so an answer that shows one is easy to spot. */
  marker: string;
  ids: RowIds;
  /** A policy switched on from the library: its key. */
  libraryKey: string;
  /** The enrolled device's node key and the enrolment secret. */
  nodeKey: string;
  enrollSecret: string;
};

/** The JSON of a response that must have `status`. */
export function jsonOf(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
  return response.json();
}

/** An owner and a freshly provisioned workspace (upgraded: exports run, writes are open). */
export async function ownedWorkspace(app: FastifyInstance, prefix: string) {
  const owner = await signedUpCustomer(app, prefix);
  const domain = freshDomain(prefix);
  const { trial, workspace } = await trialWorkspace(app, owner, domain, "upgraded");
  const host = `${domain}.localhost:3000`;
  const as: Call = (method, url, payload) =>
    app.inject({
      method: method as "GET",
      url,
      remoteAddress: nextClient(0xd4),
      headers: { host, authorization: `Bearer ${owner.token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { owner, domain, host, as, workspaceId: workspace.id, trialId: trial.id };
}

/**
 * A workspace with one row of every kind, all named with `marker`, and the library entry at
 * `libraryIndex` switched on. Its asset is in use (checked out to its person, linked to its
 * device) unless `inUse` is false.
 */
export async function filledWorkspace(
  app: FastifyInstance,
  prefix: string,
  marker: string,
  { libraryIndex = 0, inUse = true }: { libraryIndex?: number; inUse?: boolean } = {},
): Promise<FilledWorkspace> {
  const base = await ownedWorkspace(app, prefix);
  const { as } = base;
  const created = async (url: string, payload: unknown) =>
    jsonOf(await as("POST", url, payload), 201) as Record<string, unknown> & { id: string };
  const catalog = await catalogRows(created, marker);
  const person = await created("/api/workspace/people", {
    name: `${marker} Person`,
    email: `${prefix}.person@example.com`,
  });
  const asset = await created("/api/workspace/assets", {
    name: `${marker} Laptop`,
    model_id: catalog.model,
    category_id: catalog.category,
    status_label_id: catalog.statusLabel,
    location_id: catalog.location,
    serial_number: `${marker}-SERIAL`,
  });
  if (inUse) {
    const checkout = { person_id: person.id };
    jsonOf(await as("POST", `/api/workspace/assets/${asset.id}/checkout`, checkout), 200);
  }
  const licensing = await licenseRows(created, marker, person.id);
  const team = await teamRows(app, base, created, marker);
  const fleet = await fleetRows(app, base, created, {
    marker,
    libraryIndex,
    linkTo: inUse ? asset.id : null,
  });
  const upload = await app.inject({
    method: "POST",
    url: "/api/workspace/imports?file_name=sweep.csv",
    headers: {
      host: base.host,
      authorization: `Bearer ${base.owner.token}`,
      "content-type": "text/csv",
    },
    payload: `name,serial_number\n${marker} Imported,${marker}-IMP\n`,
  });
  const ids: RowIds = {
    ...catalog,
    ...licensing,
    ...team,
    ...fleet.ids,
    person: person.id,
    asset: asset.id,
    import: (jsonOf(upload, 201) as { id: string }).id,
  };
  return { ...base, marker, ids, ...fleet.secrets };
}

type Created = (url: string, payload: unknown) => Promise<{ id: string }>;

async function catalogRows(created: Created, marker: string) {
  const manufacturer = await created("/api/workspace/manufacturers", { name: `${marker} Maker` });
  const category = await created("/api/workspace/categories", { name: `${marker} Category` });
  const location = await created("/api/workspace/locations", { name: `${marker} Office` });
  const statusLabel = await created("/api/workspace/status-labels", {
    name: `${marker} Ready`,
    kind: "deployable",
    colour: "#336699",
  });
  const model = await created("/api/workspace/models", {
    name: `${marker} Model`,
    manufacturer_id: manufacturer.id,
    category_id: category.id,
  });
  const customField = await created("/api/workspace/custom-fields", {
    name: `${marker} Field`,
    type: "text",
    category_ids: [category.id],
  });
  return {
    manufacturer: manufacturer.id,
    category: category.id,
    location: location.id,
    statusLabel: statusLabel.id,
    model: model.id,
    customField: customField.id,
  };
}

async function licenseRows(created: Created, marker: string, personId: string) {
  const license = await created("/api/workspace/licenses", {
    name: `${marker} Office Suite`,
    seats: 5,
    product_key: `${marker}-PRODUCT-KEY`,
  });
  const seat = await created(`/api/workspace/licenses/${license.id}/seats`, {
    person_id: personId,
  });
  return { license: license.id, seat: seat.id };
}

/**
 * A company sign-in connection and the colleague's identity at its provider, written directly:
 * saving one through the API would fetch a provider's documents.
 */
async function ssoRows(app: FastifyInstance, tenantId: string, userId: string) {
  const now = app.clock();
  const [connection] = await app.db.orm
    .insert(ssoConnections)
    .values({
      tenantId,
      protocol: "saml",
      samlIdpEntityId: "https://idp.sweep.example/saml",
      samlSsoUrl: "https://idp.sweep.example/saml/sso",
      samlCertificates: ["MIIBsweep"],
      defaultRole: "viewer",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await app.db.orm.insert(ssoIdentities).values({
    tenantId,
    connectionId: connection?.id ?? "",
    subject: `sweep-${userId}`,
    userId,
    createdAt: now,
    lastSignInAt: now,
  });
}

/** A second member, a pending invitation, an API token, a webhook with a delivery, SCIM and SSO. */
async function teamRows(
  app: FastifyInstance,
  base: { workspaceId: string },
  created: Created,
  marker: string,
) {
  const colleague = await signedUpCustomer(app, "sweep-colleague");
  const member = await insertMember(app.db.orm, {
    workspaceId: base.workspaceId,
    userId: colleague.id,
    role: "technician",
    createdAt: app.clock(),
  });
  const invitation = await created("/api/workspace/invitations", {
    email: `invitee.${base.workspaceId.slice(0, 8)}@example.com`,
    role: "viewer",
  });
  const apiToken = await created("/api/workspace/api-tokens", {
    name: `${marker} Token`,
    scope: "write",
  });
  const webhook = await created("/api/workspace/webhooks", {
    url: "https://hooks.example.com/fleetward",
    events: ["asset.created"],
  });
  const delivery = await created(`/api/workspace/webhooks/${webhook.id}/test`, {});
  // A live SCIM token: the sweep's snapshot proves no call of B's revokes or rotates it.
  await created("/api/workspace/scim/token", {});
  const ssoDomain = await created("/api/workspace/sso/domains", {
    domain: `sweep-${base.workspaceId.slice(0, 8)}.example`,
  });
  await ssoRows(app, base.workspaceId, colleague.id);
  return {
    ssoDomain: ssoDomain.id,
    member: member?.id ?? "",
    invitation: invitation.id,
    apiToken: apiToken.id,
    webhook: webhook.id,
    delivery: delivery.id,
  };
}

/** An enrolment secret, a device enrolled with it (linked to `linkTo`), and policies. */
async function fleetRows(
  app: FastifyInstance,
  base: { host: string; as: Call },
  created: Created,
  { marker, linkTo, libraryIndex }: { marker: string; linkTo: string | null; libraryIndex: number },
) {
  const secret = (await created("/api/workspace/enroll-secrets", {
    name: `${marker} Secret`,
  })) as { id: string; secret: string };
  const host = {
    hostname: `${marker.toLowerCase()}-mac`,
    uuid: crypto.randomUUID().toUpperCase(),
    serial: `${marker}-HW`,
    platform: "darwin" as const,
  };
  const enrolled = await osqueryClient(() => app).json("enroll", enrollBody(secret.secret, host), {
    headers: { host: base.host },
  });
  expect(enrolled.node_key, JSON.stringify(enrolled)).toEqual(expect.any(String));
  const list = jsonOf(await base.as("GET", "/api/workspace/devices"), 200) as {
    items: { id: string }[];
  };
  const device = list.items[0]?.id ?? "";
  if (linkTo) {
    const link = { asset_id: linkTo };
    jsonOf(await base.as("POST", `/api/workspace/devices/${device}/link`, link), 200);
  }
  const policy = await created("/api/workspace/policies", {
    name: `${marker} Disk encryption`,
    platforms: ["macos"],
    query: "SELECT 1 FROM disk_encryption WHERE encrypted = 1;",
  });
  const library = jsonOf(await base.as("GET", "/api/workspace/policies/library"), 200) as {
    key: string;
  }[];
  const libraryKey = library[libraryIndex]?.key ?? "";
  await created(`/api/workspace/policies/library/${libraryKey}`, {});
  return {
    ids: { enrollSecret: secret.id, device, policy: policy.id },
    secrets: { nodeKey: String(enrolled.node_key), enrollSecret: secret.secret, libraryKey },
  };
}
