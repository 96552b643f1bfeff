import { loginResponseSchema } from "@fleetward/contracts/auth";
import {
  accountSecuritySchema,
  addPasskeyRequestSchema,
  addPasskeyResponseSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeySignInOptionsSchema,
  passkeySignInRequestSchema,
  reauthenticationSchema,
  recoveryCodesSchema,
  renamePasskeySchema,
  secondFactorRequestSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
} from "@fleetward/contracts/second-factors";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import { noStoreAnswers } from "../../../lib/no-store.ts";
import { clientOf } from "../../../lib/request-context.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import type { AuthDeps } from "./common.ts";
import {
  addPasskey,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from "./passkeys.ts";
import {
  accountSecurity,
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from "./second-factors.ts";
import { completeSecondFactor, passkeySignIn, passkeySignInOptions } from "./sign-in-factors.ts";

// Second factors (ADR 0053): the sign-in steps after the password, and the account's settings.

const noContent = z.null().describe("No content");
const signInTags = { tags: ["auth"] };
const secured = { tags: ["users"], security: [{ bearerAuth: [] }] };

/** Per client address, in memory, in front of the database's sign-in throttle. */
const limits = {
  secondFactor: { max: 30, timeWindow: "1 minute" },
  passkeyOptions: { max: 30, timeWindow: "1 minute" },
  passkey: { max: 30, timeWindow: "1 minute" },
  settings: { max: 30, timeWindow: "1 minute" },
} as const;

export function registerFactorRoutes(api: ZodApi, deps: AuthDeps) {
  registerSignInSteps(api, deps);
  noStoreAnswers(api);
  registerTotpSettings(api, deps);
  registerPasskeySettings(api, deps);
}

function registerSignInSteps(api: ZodApi, deps: AuthDeps) {
  api.post(
    "/api/customer/auth/second-factor",
    {
      config: { rateLimit: limits.secondFactor },
      schema: {
        ...signInTags,
        summary: "Finish signing in with a code, a recovery code or a passkey",
        description:
          "`token` comes from the sign-in answer that asked for a second factor; it lasts ten minutes and five wrong answers. Wrong answers count as failed sign-ins (throttled, then 429).",
        body: secondFactorRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request) => completeSecondFactor(deps, request.body, clientOf(request)),
  );

  api.post(
    "/api/customer/auth/passkey/options",
    {
      config: { rateLimit: limits.passkeyOptions },
      schema: {
        ...signInTags,
        summary: "Options for signing in with a passkey",
        description: "Writes nothing: the challenge travels sealed in `token` for five minutes.",
        response: { 200: passkeySignInOptionsSchema, ...errorResponses(429) },
      },
    },
    async () => passkeySignInOptions(deps),
  );

  api.post(
    "/api/customer/auth/passkey",
    {
      config: { rateLimit: limits.passkey },
      schema: {
        ...signInTags,
        summary: "Sign in with a passkey instead of password and code",
        body: passkeySignInRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request) => passkeySignIn(deps, request.body, clientOf(request)),
  );
}

function registerTotpSettings(api: ZodApi, deps: AuthDeps) {
  registerSecurityOverview(api, deps);
  const guarded = { onRequest: api.requireSession, config: { rateLimit: limits.settings } };
  api.post(
    "/api/user/me/security/totp",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Start setting up an authenticator app: its secret and QR code",
        description:
          "409 when one is already set up. Until a code confirms it, nothing changes at sign-in.",
        response: { 200: totpEnrolmentSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => startTotpEnrolment(deps, sessionOf(request).user),
  );

  api.post(
    "/api/user/me/security/totp/confirm",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Switch the authenticator app on with its first code",
        description: "Answers the ten recovery codes, shown once, when the account had none.",
        body: totpConfirmSchema,
        response: {
          200: recoveryCodesSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request) => confirmTotpEnrolment(deps, sessionOf(request).user, request.body.code),
  );

  api.post(
    "/api/user/me/security/totp/disable",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Remove the authenticator app (asks for the password)",
        body: reauthenticationSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await disableTotp(deps, user, request.body.password, clientOf(request));
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/api/user/me/security/recovery-codes",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Replace the recovery codes with ten new ones (asks for the password)",
        body: reauthenticationSchema,
        response: {
          200: recoveryCodesSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request) =>
      regenerateRecoveryCodes(
        deps,
        sessionOf(request).user,
        request.body.password,
        clientOf(request),
      ),
  );
}

function registerSecurityOverview(api: ZodApi, deps: AuthDeps) {
  api.get(
    "/api/user/me/security",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Your second factors: authenticator app, recovery codes left, passkeys",
        response: { 200: accountSecuritySchema, ...errorResponses(401) },
      },
    },
    async (request) => accountSecurity(deps, sessionOf(request).user),
  );
}

function registerPasskeySettings(api: ZodApi, deps: AuthDeps) {
  const guarded = { onRequest: api.requireSession, config: { rateLimit: limits.settings } };
  api.post(
    "/api/user/me/security/passkeys/options",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Options for registering a new passkey",
        response: { 200: passkeyRegistrationOptionsSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => passkeyRegistrationOptions(deps, sessionOf(request).user),
  );

  api.post(
    "/api/user/me/security/passkeys",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Keep a new passkey",
        description: "Answers the recovery codes, shown once, when the account had none.",
        body: addPasskeyRequestSchema,
        response: {
          201: addPasskeyResponseSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPasskey(deps, sessionOf(request).user, request.body)),
  );

  api.patch(
    "/api/user/me/security/passkeys/:id",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Rename a passkey",
        params: passkeyParamsSchema,
        body: renamePasskeySchema,
        response: { 200: passkeySchema, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
      },
    },
    async (request) =>
      renamePasskey(deps, sessionOf(request).user, request.params.id, request.body.name),
  );

  api.post(
    "/api/user/me/security/passkeys/:id/remove",
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Remove a passkey (asks for the password)",
        params: passkeyParamsSchema,
        body: reauthenticationSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await removePasskey(deps, user, request.params.id, request.body.password, clientOf(request));
      return reply.code(204).send(null);
    },
  );
}
