import type { LoginResponse } from "@fleetward/contracts/auth";
import type { LocaleCode } from "@fleetward/contracts/locale";
import { withTenant } from "../../../db/scope.ts";
import { addMs } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { ClientInfo } from "../../../lib/request-context.ts";
import { generateToken, hashToken, startSession } from "../../account/auth/service.ts";
import { accountsByIds } from "../../account/users/service.ts";
import { signInAccount } from "./accounts.ts";
import { oidcSettingsOf, samlSettingsOf, serviceProviderOf, type SsoDeps } from "./connection.ts";
import { bindingMatches, flowToken, oidcSecretsOf, readFlowToken } from "./flow.ts";
import { oidcFinish, oidcStart } from "./oidc.ts";
import { SsoRefusal, type VerifiedIdentity } from "./protocol.ts";
import {
  consumeHandover,
  findConnection,
  insertHandover,
  useAssertion,
  type SsoConnectionRow,
} from "./repository.ts";
import { samlFinish, samlStart } from "./saml.ts";

/*
 * A company sign-in, start to session (ADR 0055): start (anonymous, writes nothing), the
 * provider's answer at the callback (verified by the protocol adapter, then the account and
 * membership), a one-time code for the browser, exchanged for a session with its binding.
 */

/** The workspace a sign-in is for: its id and its own origin (the IdP returns there). */
export type SsoWorkspace = { tenantId: string; origin: string };

const handoverLifetimeMs = 60_000;
export const notConfigured = "This workspace has no company sign-in";

async function connectionOf(tenantId: string, deps: SsoDeps) {
  const connection = await withTenant(tenantId, () => findConnection(deps.orm, tenantId));
  if (!connection) throw new HttpError(404, notConfigured);
  return connection;
}

/** Where to send the browser to sign in at the workspace's identity provider. */
export async function startSignIn(deps: SsoDeps, workspace: SsoWorkspace, bindingHash: string) {
  const connection = await connectionOf(workspace.tenantId, deps);
  const scope = { tenantId: workspace.tenantId, connectionId: connection.id };
  const token = flowToken(deps.secretBox, scope, bindingHash, deps.clock());
  const sp = serviceProviderOf(workspace.origin);
  try {
    if (connection.protocol === "oidc") {
      const settings = oidcSettingsOf(connection, deps.secretBox);
      const secrets = oidcSecretsOf(deps.secretBox, token);
      const { url } = await oidcStart(settings, sp.oidc, deps.fetcher, token, secrets);
      return { url };
    }
    const { url } = await samlStart(samlSettingsOf(connection), sp.saml, token, token);
    return { url };
  } catch (error) {
    if (error instanceof SsoRefusal) throw new HttpError(502, error.message);
    throw error;
  }
}

/** The provider's answer as the callback receives it. */
export type ProviderAnswer =
  | { protocol: "oidc"; callbackUrl: URL; state: string }
  | { protocol: "saml"; samlResponse: string; relayState: string };

async function verifiedIdentity(
  deps: SsoDeps,
  workspace: SsoWorkspace,
  connection: SsoConnectionRow,
  answer: ProviderAnswer,
): Promise<{ identity: VerifiedIdentity; proof: string }> {
  const scope = { tenantId: workspace.tenantId, connectionId: connection.id };
  const sp = serviceProviderOf(workspace.origin);
  const now = deps.clock();
  if (answer.protocol !== connection.protocol) {
    throw new SsoRefusal("state", "This answer is for another kind of company sign-in");
  }
  if (answer.protocol === "oidc") {
    const { proof } = readFlowToken(deps.secretBox, scope, answer.state, now);
    const settings = oidcSettingsOf(connection, deps.secretBox);
    const secrets = oidcSecretsOf(deps.secretBox, answer.state);
    const input = { callbackUrl: answer.callbackUrl, state: answer.state, ...secrets };
    return { identity: await oidcFinish(settings, sp.oidc, deps.fetcher, input), proof };
  }
  const { proof } = readFlowToken(deps.secretBox, scope, answer.relayState, now);
  const input = { samlResponse: answer.samlResponse, requestId: answer.relayState };
  const { assertionId, notOnOrAfter, ...identity } = await samlFinish(
    samlSettingsOf(connection),
    sp.saml,
    input,
  );
  const used = {
    tenantId: workspace.tenantId,
    assertionKey: hashToken(assertionId),
    expiresAt: notOnOrAfter,
  };
  const fresh = await withTenant(workspace.tenantId, () => useAssertion(deps.orm, used, now));
  if (!fresh) throw new SsoRefusal("replayed", "This sign-in answer was already used");
  return { identity, proof };
}

/**
 * Checks the provider's answer and signs the identity in: the account (linked, matched or
 * created), its membership, and a one-time code the browser exchanges for the session.
 * Answers that code; refusals are SsoRefusal, and nothing is written for them.
 */
export async function finishSignIn(
  deps: SsoDeps,
  workspace: SsoWorkspace,
  answer: ProviderAnswer,
  locale: LocaleCode,
): Promise<string> {
  const connection = await connectionOf(workspace.tenantId, deps).catch(() => {
    throw new SsoRefusal("state", notConfigured);
  });
  const { identity, proof } = await verifiedIdentity(deps, workspace, connection, answer);
  const code = generateToken();
  const now = deps.clock();
  await withTenant(workspace.tenantId, () =>
    deps.orm.transaction(async (tx) => {
      const user = await signInAccount(tx, connection, identity, locale, now);
      const handover = {
        codeHash: hashToken(code),
        tenantId: workspace.tenantId,
        userId: user.id,
        bindingHash: proof,
        expiresAt: addMs(now, handoverLifetimeMs),
      };
      await insertHandover(tx, handover, now);
    }),
  );
  return code;
}

const badHandover = "This sign-in link has expired or was already used; sign in again";

/** Exchanges a hand-over code, with the browser's binding, for a session of the account. */
export async function exchangeHandover(
  deps: SsoDeps,
  workspace: SsoWorkspace,
  input: { code: string; binding: string },
  client: ClientInfo,
): Promise<LoginResponse> {
  const now = deps.clock();
  const handover = await withTenant(workspace.tenantId, () =>
    consumeHandover(deps.orm, workspace.tenantId, hashToken(input.code), now),
  );
  if (!handover || !bindingMatches(deps.secretBox, input.binding, handover.bindingHash)) {
    throw new HttpError(400, badHandover);
  }
  const [user] = await accountsByIds(deps.orm, [handover.userId]);
  if (!user) throw new HttpError(400, badHandover);
  return startSession(deps, user, false, client, "sso", workspace.tenantId);
}
