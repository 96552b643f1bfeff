import type { InvitableRole } from "@fleetward/contracts/workspace-members";
import {
  ssoConnectionInputSchema,
  type SsoConnectionInput,
  type SsoProtocol,
} from "@fleetward/contracts/workspace-sso";
import { z } from "zod";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import type { useContractForm } from "../../../../hooks/use-contract-form.ts";
import type { SsoConnection } from "../api/sso-api.ts";

/** The connection form, as its parts receive it. */
export type SsoForm = ReturnType<typeof useContractForm<SsoFormValues, SsoConnectionInput>>;

/** Where a SAML connection's metadata comes from: fetched from a URL, or pasted. */
export type MetadataSource = "url" | "xml";

/**
 * What the connection form's controls hold: every protocol's fields at once (switching the
 * protocol keeps what was typed), text as typed.
 */
export type SsoFormValues = {
  protocol: SsoProtocol;
  issuer: string;
  client_id: string;
  client_secret: string;
  metadata_source: MetadataSource;
  metadata_url: string;
  metadata_xml: string;
  default_role: InvitableRole;
  group_roles: { group: string; role: InvitableRole }[];
};

/** The form's values for the saved connection; a new one starts as OpenID Connect, viewers. */
export function ssoFormValuesOf(connection: SsoConnection | null): SsoFormValues {
  const saml = connection?.protocol === "saml";
  return {
    protocol: connection?.protocol ?? "oidc",
    issuer: connection?.issuer ?? "",
    client_id: connection?.client_id ?? "",
    client_secret: "",
    // A SAML connection saved without a metadata URL was saved from pasted XML.
    metadata_source: saml && connection.metadata_url === null ? "xml" : "url",
    metadata_url: connection?.metadata_url ?? "",
    metadata_xml: "",
    default_role: connection?.default_role ?? "viewer",
    group_roles: connection?.group_roles.map((row) => ({ ...row })) ?? [],
  };
}

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text);

/**
 * What is sent: only the chosen protocol's fields. An empty client secret is left out (the
 * saved one stays); of the SAML metadata, only the chosen source.
 */
export function ssoPayload(values: SsoFormValues): Record<string, unknown> {
  const shared = { default_role: values.default_role, group_roles: values.group_roles };
  if (values.protocol === "oidc") {
    return {
      protocol: "oidc",
      issuer: values.issuer.trim(),
      client_id: values.client_id,
      client_secret: blankToUndefined(values.client_secret),
      ...shared,
    };
  }
  return values.metadata_source === "url"
    ? { protocol: "saml", metadata_url: values.metadata_url.trim(), ...shared }
    : { protocol: "saml", metadata_xml: blankToUndefined(values.metadata_xml), ...shared };
}

/**
 * The contract's schema, fed the form's values, with what the contract leaves to the server:
 * the client secret the first time (`secretSaved` is false), and one of the SAML metadata
 * sources. Every problem is found in one pass, so all the fields in error are marked at once.
 */
export function ssoFormSchema(secretSaved: boolean): z.ZodType<SsoConnectionInput, SsoFormValues> {
  return z
    .custom<SsoFormValues>()
    .superRefine((values, ctx) => {
      const payload = ssoPayload(values);
      const checked = ssoConnectionInputSchema.safeParse(payload);
      if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue });
      if (payload.protocol === "oidc" && !secretSaved && payload.client_secret === undefined) {
        ctx.addIssue({ code: "custom", path: ["client_secret"], message: "Required" });
      }
      if (
        payload.protocol === "saml" &&
        values.metadata_source === "xml" &&
        !payload.metadata_xml
      ) {
        ctx.addIssue({ code: "custom", path: ["metadata_xml"], message: "Required" });
      }
    })
    .transform(ssoPayload)
    .pipe(ssoConnectionInputSchema);
}

/** The form's own messages; a server refusal keeps its words (in English) or the generic one. */
export const ssoFormMessages: FieldMessages<keyof SsoFormValues> = {
  issuer: (problem) =>
    problem.code === "server" ? undefined : "sso.settings.connection.issuerInvalid",
  client_secret: (problem) =>
    problem.code === "custom" ? "sso.settings.connection.clientSecretRequired" : undefined,
  metadata_url: (problem) =>
    problem.code === "server" ? undefined : "sso.settings.connection.metadataUrlInvalid",
  metadata_xml: (problem) =>
    problem.code === "custom" ? "sso.settings.connection.metadataXmlRequired" : undefined,
};
