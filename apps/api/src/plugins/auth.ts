import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { countRoundTrip } from "../db/meter.ts";
import { HttpError } from "../lib/http-error.ts";
import {
  authenticate,
  createSessionCache,
  type AuthenticatedSession,
  type SessionCheckDeps,
} from "../modules/account/auth/service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `app.requireSession` on protected routes; null elsewhere. */
    session: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** preHandler of every protected route: 401 unless the bearer token is a live session. */
    requireSession(request: FastifyRequest): Promise<void>;
    /** preHandler of operator-only routes: 401 without a live session, 403 for a customer. */
    requireOperator(request: FastifyRequest): Promise<void>;
    /** preHandler of public routes that also serve signed-in users: sets `request.session`
     * when a live bearer token is sent, leaves it null otherwise (a bad token is ignored). */
    optionalSession(request: FastifyRequest): Promise<void>;
    /**
     * True once the in-process access caches reflect every change committed before this
     * request arrived (one wait per request, shared; ADR 0020); false: read the database.
     */
    accessCachesSettled(request: FastifyRequest): Promise<boolean>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("session", null);

    const settledFor = new WeakMap<FastifyRequest, Promise<boolean>>();
    app.decorate("accessCachesSettled", (request: FastifyRequest) => {
      let settled = settledFor.get(request);
      if (!settled) {
        // PostgreSQL's barrier is a NOTIFY and its echo (PGlite's answers at once).
        if (app.db.driver === "postgres") countRoundTrip();
        settledFor.set(request, (settled = app.db.changes.settled()));
      }
      return settled;
    });
    const cache = createSessionCache(app.db.changes);
    app.addHook("onClose", async () => cache.close());
    const deps = (request: FastifyRequest): SessionCheckDeps => ({
      orm: app.db.orm,
      clock: app.clock,
      caching: { cache, settled: () => app.accessCachesSettled(request) },
    });

    app.decorate("requireSession", async (request: FastifyRequest) => {
      request.session = await authenticate(deps(request), request.headers.authorization);
    });
    app.decorate("requireOperator", async (request: FastifyRequest) => {
      await app.requireSession(request);
      if (request.session?.user.role !== "operator") {
        throw new HttpError(403, "This action is for Fleetward operators only");
      }
      // Issue 24: the console is reached only through two-step sign-in (ADR 0053).
      if (request.session.signInMethod === "password") {
        throw new HttpError(403, operatorNeedsSecondFactor);
      }
    });
    // Routes name the guards as `preHandler`, which Fastify runs after parsing and validating
    // the body: a caller without a valid token would get a 415/422 that describes the route.
    // Run them first instead, in onRequest (they read only the Authorization header).
    const guards: unknown[] = [app.requireSession, app.requireOperator];
    app.addHook("onRoute", (route) => {
      const preHandlers = [route.preHandler ?? []].flat();
      const moved = preHandlers.filter((hook) => guards.includes(hook));
      if (moved.length === 0) return;
      route.preHandler = preHandlers.filter((hook) => !guards.includes(hook));
      route.onRequest = [...[route.onRequest ?? []].flat(), ...moved] as typeof route.onRequest;
    });
    app.decorate("optionalSession", async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      request.session = await authenticate(deps(request), request.headers.authorization).catch(
        () => null,
      );
    });
  },
  { name: "auth", dependencies: ["database", "clock"] },
);

export const operatorNeedsSecondFactor =
  "The operator console needs two-step sign-in: set up an authenticator app or a passkey in your account settings, then sign in again";

/** The session of a route behind `requireSession`. */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new Error("route is missing the requireSession preHandler");
  return request.session;
}
