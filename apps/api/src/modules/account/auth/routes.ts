import fastifyFormbody from "@fastify/formbody";
import {
  acceptedResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  currentUserSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  unlockRequestSchema,
} from "@fleetward/contracts/auth";
import { signInResponseSchema } from "@fleetward/contracts/second-factors";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { clientOf } from "../../../lib/request-context.ts";
import { registerFactorRoutes } from "./factor-routes.ts";
import {
  authDeps,
  confirmEmail,
  confirmPasswordReset,
  login,
  logout,
  register,
  requestPasswordReset,
  unlock,
  type AuthDeps,
} from "./service.ts";

const noContent = z.null().describe("No content");

/** Per client address, in memory: a coarse flood guard in front of the database throttles. */
const limits = {
  register: { max: 10, timeWindow: "10 minutes" },
  // Above the database's 30 failures per address, so that limit is the one a client meets.
  login: { max: 60, timeWindow: "1 minute" },
  link: { max: 20, timeWindow: "1 minute" },
  resetRequest: { max: 5, timeWindow: "15 minutes" },
  unlock: { max: 20, timeWindow: "1 minute" },
} as const;

export async function authRoutes(app: FastifyInstance) {
  const deps = authDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerSignUpRoutes(api, deps);
  await registerSignInRoutes(api, deps);
  registerPasswordResetRoutes(api, deps);
  registerUnlockRoute(api, deps);
  await api.register(async (scope) => {
    registerFactorRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps);
  });
}

function registerSignUpRoutes(api: ZodApi, deps: AuthDeps) {
  api.post(
    "/api/customer/auth/register",
    {
      config: { rateLimit: limits.register },
      schema: {
        tags: ["auth"],
        summary: "Create an account",
        description:
          "Sends a confirmation e-mail. An address that already has an account gets the same answer, and its owner an e-mail instead.",
        body: registerRequestSchema,
        response: { 201: currentUserSchema, ...errorResponses(400, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await register(deps, request.body, clientOf(request));
      return reply.code(201).send(user);
    },
  );

  api.post(
    "/api/customer/auth/confirm-email",
    {
      config: { rateLimit: limits.link },
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address with the token from the confirmation link",
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      await confirmEmail(deps, request.body.token);
      return { confirmed: true as const };
    },
  );
}

async function registerSignInRoutes(api: ZodApi, deps: AuthDeps) {
  // The browser posts the sign-in form encoded as a form (spec §7); JSON is accepted too.
  await api.register(async (formScope) => {
    await formScope.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
    formScope.withTypeProvider<ZodTypeProvider>().post(
      "/api/customer/auth/login",
      {
        config: { rateLimit: limits.login },
        schema: {
          tags: ["auth"],
          summary: "Sign in with e-mail (as `username`) and password",
          description:
            "Form-encoded or JSON. `remember` (`true`/`on`) keeps the session for 30 days instead of 12 hours. Unknown fields are ignored, as in OAuth 2 password sign-in. A wrong e-mail and a wrong password get the same 401; repeated failures are slowed down, then refused with 429. When the account has a second factor, the right password answers `second_factor_required` and a token for `/api/customer/auth/second-factor` instead of a session.",
          consumes: ["application/x-www-form-urlencoded", "application/json"],
          body: loginRequestSchema,
          response: { 200: signInResponseSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
        },
      },
      async (request) => login(deps, request.body, clientOf(request)),
    );
  });

  api.post(
    "/api/customer/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Revoke the presented bearer token",
        description: "Always 204, also for a missing, unknown or already revoked token.",
        security: [{ bearerAuth: [] }],
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await logout(deps, request.headers.authorization);
      return reply.code(204).send(null);
    },
  );
}

function registerPasswordResetRoutes(api: ZodApi, deps: AuthDeps) {
  api.post(
    "/api/customer/auth/password-reset/request",
    {
      config: { rateLimit: limits.resetRequest },
      schema: {
        tags: ["auth"],
        summary: "E-mail a password reset link",
        description: "Always 202, whether or not the address has an account.",
        body: passwordResetRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, clientOf(request));
      return reply.code(202).send({ accepted: true });
    },
  );

  api.post(
    "/api/customer/auth/password-reset/confirm",
    {
      config: { rateLimit: limits.link },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the token from the reset link",
        description: "The link works once, for one hour. Every session of the user ends.",
        body: passwordResetConfirmSchema,
        response: { 204: noContent, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body);
      return reply.code(204).send(null);
    },
  );
}

function registerUnlockRoute(api: ZodApi, deps: AuthDeps) {
  api.post(
    "/api/customer/auth/unlock",
    {
      config: { rateLimit: limits.unlock },
      preHandler: api.requireSession,
      schema: {
        tags: ["auth"],
        summary: "Unlock the lock screen with the session user's password",
        description: "401 `Incorrect password` for a wrong one; throttled like sign-in.",
        security: [{ bearerAuth: [] }],
        body: unlockRequestSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await unlock(deps, sessionOf(request), request.body.password, clientOf(request));
      return reply.code(204).send(null);
    },
  );
}
