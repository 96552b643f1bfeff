import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { mailSsoChange, type SsoChangeNotice } from "./alerts.ts";
import {
  deleteConnection,
  findConnection,
  setConnectionRequired,
  verifiedDomains,
} from "./repository.ts";

/*
 * The SSO module's door (ADR 0055). The member check asks which domains must sign in by SSO;
 * the routes manage the connection and domains and run the sign-in.
 */

export { requiredDomains } from "./repository.ts";
export { saveConnection, ssoStatus, toDomain, type SsoDeps } from "./connection.ts";
export { addDomain, removeDomain, verifyDomain } from "./domains.ts";
export type { SsoChangeNotice } from "./alerts.ts";

export const ssoMessages = {
  noConnection: "Set up the company sign-in first",
  noDomain: "Verify at least one domain first: SSO is required for the members of verified domains",
  lockout:
    "Sign in with your company account first (or, as the owner, with a second factor), so that you keep access once SSO is required",
  required: "This workspace requires signing in with your company account for your e-mail domain",
};

/** Is `signedIn` allowed where SSO is required? An SSO session of this workspace, or the owner's break-glass. */
export function passesRequiredSso(
  workspaceId: string,
  role: string,
  session: { signInMethod: string; ssoWorkspaceId: string | null },
): boolean {
  if (session.signInMethod === "sso") return session.ssoWorkspaceId === workspaceId;
  const twoStep = session.signInMethod === "second_factor" || session.signInMethod === "passkey";
  return role === "owner" && twoStep;
}

/** Does the member with `email` have to sign in by SSO, given the workspace's required domains? */
export function mustUseSso(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return domains.includes(domain);
}

/**
 * Requires (or stops requiring) SSO for the verified domains. Switching it on needs a
 * connection, a verified domain, and a caller who will still get in afterwards.
 */
export async function setSsoRequired(
  request: WriteRequest,
  required: boolean,
  caller: { role: string; session: { signInMethod: string; ssoWorkspaceId: string | null } },
  notice: SsoChangeNotice,
) {
  await inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId, now } = scope;
    const connection = await findConnection(tx, tenantId);
    if (!connection) throw new HttpError(409, ssoMessages.noConnection);
    const domains = await verifiedDomains(tx, tenantId);
    if (required && domains.length === 0) throw new HttpError(409, ssoMessages.noDomain);
    if (required && !passesRequiredSso(tenantId, caller.role, caller.session)) {
      throw new HttpError(409, ssoMessages.lockout);
    }
    if (connection.required === required) return;
    await setConnectionRequired(tx, tenantId, required, now);
    const change = required
      ? { kind: "required" as const, domains }
      : { kind: "not_required" as const };
    await mailSsoChange(scope, notice, change);
  });
}

/** Removes the workspace's connection: members sign in with their passwords again. */
export async function removeConnection(request: WriteRequest, notice: SsoChangeNotice) {
  await inWorkspaceWrite(request, async (scope) => {
    if (!(await deleteConnection(scope.tx, scope.tenantId))) {
      throw new HttpError(404, ssoMessages.noConnection);
    }
    await mailSsoChange(scope, notice, { kind: "removed" });
  });
}
