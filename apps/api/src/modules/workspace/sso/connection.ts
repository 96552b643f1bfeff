import type { SsoConnectionInput, SsoDomain, SsoStatus } from "@fleetward/contracts/workspace-sso";
import { ssoPaths } from "@fleetward/contracts/workspace-sso";
import type { Orm } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { SecretBox } from "../../../lib/secret-box.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { mailSsoChange, type SsoChangeNotice } from "./alerts.ts";
import { txtName } from "./domains.ts";
import { oidcCheckSettings } from "./oidc.ts";
import type { Fetcher, OidcSettings, SamlSettings, ServiceProvider } from "./protocol.ts";
import { SsoRefusal } from "./protocol.ts";
import {
  findConnection,
  listDomains,
  upsertConnection,
  type NewSsoConnection,
  type SsoConnectionRow,
  type SsoDomainRow,
} from "./repository.ts";
import { samlMetadataFromUrl, samlMetadataFromXml } from "./saml.ts";

/** What the connection module needs from the app: sealing, fetching, the workspace's origin. */
export type SsoDeps = {
  orm: Orm;
  secretBox: SecretBox;
  fetcher: Fetcher;
  clock: Clock;
  /** Plain http to the provider: only with SSO_ALLOW_PRIVATE (a provider on this machine). */
  allowHttp: boolean;
};

/** Our side, as the IdP must be told: every URL under the workspace's own origin. */
export function serviceProviderOf(origin: string) {
  return {
    oidc: { callbackUrl: `${origin}${ssoPaths.oidcCallback}`, entityId: origin },
    saml: {
      callbackUrl: `${origin}${ssoPaths.samlAcs}`,
      entityId: `${origin}${ssoPaths.samlMetadata}`,
    },
  } satisfies Record<"oidc" | "saml", ServiceProvider>;
}

const secretContext = (connectionId: string) => `sso-client-secret:${connectionId}`;

export function oidcSettingsOf(connection: SsoConnectionRow, box: SecretBox): OidcSettings {
  const { oidcIssuer, oidcClientId, oidcClientSecretSealed } = connection;
  if (!oidcIssuer || !oidcClientId || !oidcClientSecretSealed) {
    throw new SsoRefusal("provider", "The OpenID Connect settings are incomplete");
  }
  const clientSecret = box.open(oidcClientSecretSealed, secretContext(connection.id));
  return { issuer: oidcIssuer, clientId: oidcClientId, clientSecret };
}

export function samlSettingsOf(connection: SsoConnectionRow): SamlSettings {
  const { samlIdpEntityId, samlSsoUrl, samlCertificates } = connection;
  if (!samlIdpEntityId || !samlSsoUrl || !samlCertificates?.length) {
    throw new SsoRefusal("provider", "The SAML settings are incomplete");
  }
  return { idpEntityId: samlIdpEntityId, ssoUrl: samlSsoUrl, certificates: samlCertificates };
}

export async function ssoStatus(orm: Orm, tenantId: string, origin: string): Promise<SsoStatus> {
  const [connection, domains] = await Promise.all([
    findConnection(orm, tenantId),
    listDomains(orm, tenantId),
  ]);
  const sp = serviceProviderOf(origin);
  return {
    connection: connection ? toConnection(connection) : null,
    domains: domains.map(toDomain),
    service_provider: {
      oidc_redirect_uri: sp.oidc.callbackUrl,
      saml_acs_url: sp.saml.callbackUrl,
      saml_entity_id: sp.saml.entityId,
      saml_metadata_url: sp.saml.entityId,
    },
  };
}

/** A domain as the settings show it, with the TXT record to publish. */
export function toDomain(row: SsoDomainRow): SsoDomain {
  return {
    id: row.id,
    domain: row.domain,
    txt_name: txtName(row.domain),
    txt_value: row.txtValue,
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

function toConnection(row: SsoConnectionRow): NonNullable<SsoStatus["connection"]> {
  return {
    protocol: row.protocol,
    issuer: row.oidcIssuer,
    client_id: row.oidcClientId,
    idp_entity_id: row.samlIdpEntityId,
    idp_sso_url: row.samlSsoUrl,
    metadata_url: row.samlMetadataUrl,
    default_role: row.defaultRole,
    group_roles: row.groupRoles,
    required: row.required,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A refusal of the provider's settings, said to the admin who entered them. */
function invalidSettings(error: unknown): never {
  if (error instanceof SsoRefusal) throw new HttpError(422, error.message);
  throw error;
}

/**
 * Saves the workspace's connection after checking it against the provider: the issuer's
 * discovery document must answer (OIDC), the metadata must parse (SAML). Switching protocol
 * replaces the other's settings; the client secret may be left out to keep the sealed one.
 */
export async function saveConnection(
  deps: SsoDeps,
  request: WriteRequest,
  input: SsoConnectionInput,
  notice: SsoChangeNotice,
) {
  const settings = await providerSettings(deps, input).catch(invalidSettings);
  return inWorkspaceWrite(request, async (scope) => {
    const { tx, tenantId, now } = scope;
    const existing = await findConnection(tx, tenantId);
    const id = existing?.id ?? crypto.randomUUID();
    const values: NewSsoConnection = {
      id,
      tenantId,
      protocol: input.protocol,
      defaultRole: input.default_role,
      groupRoles: input.group_roles,
      createdAt: now,
      updatedAt: now,
      ...settings,
    };
    if (input.protocol === "oidc") {
      const secret = input.client_secret;
      if (secret) values.oidcClientSecretSealed = deps.secretBox.seal(secret, secretContext(id));
      else if (existing?.oidcClientSecretSealed && existing.protocol === "oidc") {
        values.oidcClientSecretSealed = existing.oidcClientSecretSealed;
      } else throw new HttpError(422, "client_secret: Enter the client secret");
    }
    const saved = await upsertConnection(tx, values);
    await mailSsoChange(scope, notice, { kind: "connected", protocol: input.protocol });
    return toConnection(saved);
  });
}

type ProviderColumns = Pick<
  NewSsoConnection,
  | "oidcIssuer"
  | "oidcClientId"
  | "oidcClientSecretSealed"
  | "samlIdpEntityId"
  | "samlSsoUrl"
  | "samlCertificates"
  | "samlMetadataUrl"
>;

async function providerSettings(
  deps: SsoDeps,
  input: SsoConnectionInput,
): Promise<ProviderColumns> {
  const none = {
    oidcIssuer: null,
    oidcClientId: null,
    oidcClientSecretSealed: null,
    samlIdpEntityId: null,
    samlSsoUrl: null,
    samlCertificates: null,
    samlMetadataUrl: null,
  };
  const address = input.protocol === "oidc" ? input.issuer : input.metadata_url;
  if (address?.startsWith("http:") && !deps.allowHttp) {
    throw new HttpError(422, "The provider's address must start with https://");
  }
  if (input.protocol === "oidc") {
    // The secret is not needed to read the discovery document; the first sign-in proves it.
    await oidcCheckSettings(
      { issuer: input.issuer, clientId: input.client_id, clientSecret: "" },
      deps.fetcher,
    );
    return { ...none, oidcIssuer: input.issuer, oidcClientId: input.client_id };
  }
  if (!input.metadata_url === !input.metadata_xml) {
    throw new HttpError(
      422,
      "metadata_url: Give the metadata's URL or paste its XML (one of the two)",
    );
  }
  const saml = input.metadata_url
    ? await samlMetadataFromUrl(input.metadata_url, deps.fetcher)
    : samlMetadataFromXml(input.metadata_xml ?? "");
  return {
    ...none,
    samlIdpEntityId: saml.idpEntityId,
    samlSsoUrl: saml.ssoUrl,
    samlCertificates: saml.certificates,
    samlMetadataUrl: input.metadata_url ?? null,
  };
}
