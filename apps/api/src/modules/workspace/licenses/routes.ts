import { historyPageSchema, historyQuerySchema } from "@fleetward/contracts/workspace-history";
import {
  heldSeatListSchema,
  heldSeatsQuerySchema,
  licenseCreateSchema,
  licenseIdParams,
  licenseListQuerySchema,
  licenseListResponseSchema,
  licenseSchema,
  licenseSeatListSchema,
  licenseSeatParams,
  licenseSeatSchema,
  licenseUpdateSchema,
  productKeySchema,
  seatCheckoutSchema,
} from "@fleetward/contracts/workspace-licenses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { workspaceRoutes, type WorkspaceRouteKit } from "../access/service.ts";
import type { WriteRequest } from "../history/service.ts";
import {
  createWorkspaceLicense,
  editWorkspaceLicense,
  getWorkspaceLicense,
  listWorkspaceLicenses,
  revealProductKey,
  workspaceLicenseHistory,
} from "./service.ts";
import {
  checkInWorkspaceSeat,
  checkOutSeat,
  listLicenseSeats,
  workspaceHeldSeats,
} from "./seats.ts";

const tags = ["workspace licences"];
const base = "/api/workspace/licenses";

/** Licences: seats checked out to people or assets, and product keys kept encrypted. */
export async function licensesRoutes(app: FastifyInstance) {
  const kit = workspaceRoutes(app, { tags });
  licenseRoutes(app, kit);
  seatRoutes(app, kit);
  productKeyRoutes(app, kit);
}

function licenseRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    base,
    route(
      {
        kind: "read",
        summary: "Licences: search, filter, sort and page (keyset), with seats used",
        description:
          "q finds part of the name, supplier, order number or licensee. Never contains a product key.",
      },
      { querystring: licenseListQuerySchema, response: { 200: licenseListResponseSchema } },
    ),
    async (request) =>
      listWorkspaceLicenses(app.db.orm, tenantOf(request), request.query, app.clock()),
  );

  api.post(
    base,
    route(
      {
        kind: "write",
        summary: "Add a licence",
        description: "The product key is stored encrypted and is not in the answer.",
      },
      { body: licenseCreateSchema, response: { 201: licenseSchema } },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWorkspaceLicense(access.write(request), app.secretBox, request.body)),
  );

  api.get(
    `${base}/:id`,
    route(
      { kind: "read", summary: "One licence (without its product key)" },
      { params: licenseIdParams, response: { 200: licenseSchema } },
    ),
    async (request) => getWorkspaceLicense(app.db.orm, tenantOf(request), request.params.id),
  );

  api.patch(
    `${base}/:id`,
    route(
      {
        kind: "write",
        summary: "Edit a licence; only the fields sent change, each is recorded",
        description:
          'A product key sent replaces the stored one ("" or null removes it); history records that it changed, never the key. Fewer seats than are in use is allowed: the licence is then over-allocated.',
      },
      { params: licenseIdParams, body: licenseUpdateSchema, response: { 200: licenseSchema } },
    ),
    async (request) =>
      editWorkspaceLicense(access.write(request), app.secretBox, request.params.id, request.body),
  );

  api.get(
    `${base}/:id/history`,
    route(
      {
        kind: "read",
        summary: "A licence's history: changes, checkouts, check-ins and key reveals",
        description: "Newest first; append-only.",
      },
      {
        params: licenseIdParams,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema },
      },
    ),
    async (request) =>
      workspaceLicenseHistory(app.db.orm, tenantOf(request), request.params.id, request.query),
  );
}

/** `/seats` is matched before `/:id`: a literal segment wins in Fastify's router. */
function seatRoutes(app: FastifyInstance, { api, access, tenantOf, route }: WorkspaceRouteKit) {
  api.get(
    `${base}/seats`,
    route(
      {
        kind: "read",
        summary: "The licence seats a person or an asset holds now",
        description: "Give person_id or asset_id; one of another workspace is a 404.",
      },
      { querystring: heldSeatsQuerySchema, response: { 200: heldSeatListSchema } },
    ),
    async (request) => workspaceHeldSeats(app.db.orm, tenantOf(request), request.query),
  );

  api.get(
    `${base}/:id/seats`,
    route(
      { kind: "read", summary: "The seats of a licence held now, with their holders" },
      { params: licenseIdParams, response: { 200: licenseSeatListSchema } },
    ),
    async (request) => listLicenseSeats(app.db.orm, tenantOf(request), request.params.id),
  );

  api.post(
    `${base}/:id/seats`,
    route(
      {
        kind: "write",
        summary: "Check a seat out to a person or an asset",
        description:
          "409 when every seat is in use, when the holder already has a seat of this licence, or when the person has left (the asset is retired).",
      },
      { params: licenseIdParams, body: seatCheckoutSchema, response: { 201: licenseSeatSchema } },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(await checkOutSeat(access.write(request), request.params.id, request.body)),
  );

  api.post(
    `${base}/:id/seats/:seat_id/checkin`,
    route(
      {
        kind: "write",
        summary: "Check a seat in: it is free again",
        description: "409 when the seat was already checked in.",
      },
      { params: licenseSeatParams, response: { 200: licenseSeatSchema } },
    ),
    async (request) =>
      checkInWorkspaceSeat(access.write(request), request.params.id, request.params.seat_id),
  );
}

function productKeyRoutes(app: FastifyInstance, { api, access, route }: WorkspaceRouteKit) {
  /** A reveal writes only its history record, so it works while the workspace is read-only. */
  const revealRequest = (request: FastifyRequest): WriteRequest => ({
    ...access.write(request),
    open: () => access.read(request),
  });

  api.post(
    `${base}/:id/product-key/reveal`,
    route(
      {
        kind: "write",
        summary: "Show a licence's product key (technicians and above)",
        description:
          "Every reveal is recorded in the licence's history (who and when, never the key). 404 when the licence has no key.",
      },
      { params: licenseIdParams, response: { 200: productKeySchema } },
    ),
    async (request) => revealProductKey(revealRequest(request), app.secretBox, request.params.id),
  );
}
