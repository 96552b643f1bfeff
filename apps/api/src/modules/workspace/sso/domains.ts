import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import type { SsoDomainInput } from "@fleetward/contracts/workspace-sso";
import { violatedUniqueConstraint } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { mailSsoChange, type SsoChangeNotice } from "./alerts.ts";
import { deleteDomain, findDomain, insertDomain, markDomainVerified } from "./repository.ts";

/*
 * Verified domains (ADR 0055): a workspace claims a domain, publishes a random value in a TXT
 * record, and the domain is verified once the record is found. Only then do sign-ins with
 * addresses of that domain create accounts, and only then may SSO be required for them.
 */

export type DomainVerification = "dns" | "trust-admin";

/** The record's name: a label of our own, so it never collides with the domain's others. */
export const txtName = (domain: string) => `_fleetward-challenge.${domain}`;
const txtPrefix = "fleetward-verification=";

export const domainMessages = {
  taken: "domain: This domain is already claimed by this workspace",
  verifiedElsewhere: "domain: Another workspace has verified this domain",
  notFound: "No such domain in this workspace",
  recordMissing: (domain: string) =>
    `The TXT record was not found at ${txtName(domain)}; DNS changes can take a while to appear`,
};

export async function addDomain(request: WriteRequest, input: SsoDomainInput) {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
    const row = await insertDomain(tx, {
      tenantId,
      domain: input.domain,
      txtValue: `${txtPrefix}${randomBytes(18).toString("base64url")}`,
      createdAt: now,
    });
    if (!row) throw new HttpError(409, domainMessages.taken);
    return row;
  });
}

/** The TXT strings published at `name` (a record's chunks joined); none when nothing answers. */
async function publishedTexts(name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""));
  } catch {
    return [];
  }
}

/**
 * Verifies a claimed domain: its TXT record must hold the value we gave, unless the install
 * takes the admin's word (SSO_DOMAIN_VERIFICATION=trust-admin: offline installs and tests).
 */
export async function verifyDomain(
  request: WriteRequest,
  id: string,
  mode: DomainVerification,
  notice: SsoChangeNotice,
  lookup: (name: string) => Promise<string[]> = publishedTexts,
) {
  const claimed = await inWorkspaceWrite(request, ({ tx, tenantId }) =>
    findDomain(tx, tenantId, id),
  );
  if (!claimed) throw new HttpError(404, domainMessages.notFound);
  if (claimed.verifiedAt) return claimed;
  if (mode === "dns" && !(await lookup(txtName(claimed.domain))).includes(claimed.txtValue)) {
    throw new HttpError(409, domainMessages.recordMissing(claimed.domain));
  }
  try {
    return await inWorkspaceWrite(request, async (scope) => {
      const row = await markDomainVerified(scope.tx, scope.tenantId, id, scope.now);
      if (!row) throw new HttpError(404, domainMessages.notFound);
      await mailSsoChange(scope, notice, { kind: "domain_verified", domain: row.domain });
      return row;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === "sso_domains_verified_once") {
      throw new HttpError(409, domainMessages.verifiedElsewhere);
    }
    throw error;
  }
}

export async function removeDomain(request: WriteRequest, id: string, notice: SsoChangeNotice) {
  await inWorkspaceWrite(request, async (scope) => {
    const removed = await deleteDomain(scope.tx, scope.tenantId, id);
    if (!removed) throw new HttpError(404, domainMessages.notFound);
    // Only a verified domain ever let anyone in: claims that went nowhere are no news.
    if (removed.verifiedAt) {
      await mailSsoChange(scope, notice, { kind: "domain_removed", domain: removed.domain });
    }
  });
}
