import { invitableRoles } from "@fleetward/contracts/workspace-members";
import { ssoProtocols } from "@fleetward/contracts/workspace-sso";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { formatDateTime } from "../../../../lib/format.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useRemoveSsoConnection,
  useSaveSsoConnection,
  type SsoConnection,
} from "../api/sso-api.ts";
import {
  ssoFormMessages,
  ssoFormSchema,
  ssoFormValuesOf,
  type MetadataSource,
  type SsoForm,
} from "../lib/sso-form.ts";
import { isUnnamedRefusal, notifyRefusal } from "../lib/sso-refusal.ts";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { SsoGroupRoles } from "./sso-group-roles.tsx";

const metadataSources: readonly MetadataSource[] = ["url", "xml"];
const radioClasses = "size-4 accent-blue-700 dark:accent-blue-400";
const legendClasses = "text-sm font-medium text-slate-900 dark:text-slate-100";

/**
 * The connection to the company's identity provider (admins): the protocol, the provider's
 * settings for it, the default role and the group → role mapping. The client secret is never
 * shown: left empty, the saved one stays.
 */
export function SsoConnectionForm({ connection }: { connection: SsoConnection | null }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { save } = useSaveSsoConnection();
  const secretSaved = connection?.protocol === "oidc";
  const schema = useMemo(() => ssoFormSchema(secretSaved), [secretSaved]);
  const defaultValues = ssoFormValuesOf(connection);
  const form = useContractForm(schema, { defaultValues, messages: ssoFormMessages });
  const protocol = form.watch("protocol");

  const onSubmit = form.submit(async (values) => {
    try {
      const saved = await save(values);
      form.reset(ssoFormValuesOf(saved.connection));
      showNotice({ kind: "success", title: t("sso.settings.connection.saved") });
    } catch (error) {
      // 422 naming no field: the provider's discovery document or metadata could not be read.
      if (!isUnnamedRefusal(error, 422, Object.keys(defaultValues))) throw error;
      notifyRefusal(error, t, {
        statuses: [422],
        title: t("sso.settings.connection.providerFailed"),
        help: "sso.settings.connection.providerHelp",
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-3xl space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="sso-connection-form"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("sso.settings.connection.title")}
      </h3>
      {connection ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("sso.settings.connection.updated", {
            date: formatDateTime(connection.updated_at, i18n.language),
          })}
        </p>
      ) : null}
      <ProtocolChoice form={form} />
      {protocol === "oidc" ? (
        <OidcFields form={form} secretSaved={secretSaved} />
      ) : (
        <SamlFields
          form={form}
          pastedBefore={connection?.protocol === "saml" && !connection.metadata_url}
        />
      )}
      <DefaultRoleField form={form} />
      <SsoGroupRoles form={form} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          sending={form.sending}
          label={t("sso.settings.connection.save")}
          sendingLabel={t("sso.settings.connection.saving")}
        />
        {connection ? (
          <RemoveConnection onRemoved={() => form.reset(ssoFormValuesOf(null))} />
        ) : null}
      </div>
    </form>
  );
}

/** The role of people none of whose groups is mapped. */
function DefaultRoleField({ form }: { form: SsoForm }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SelectField
      id={`${id}-default-role`}
      label={t("sso.settings.connection.defaultRole")}
      hint={t("sso.settings.connection.defaultRoleHint")}
      className="w-full max-w-xs"
      {...form.field("default_role")}
    >
      {invitableRoles.map((role) => (
        <option key={role} value={role}>
          {t(`sso.settings.connection.roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** OpenID Connect or SAML 2.0: a radio group; switching keeps what was typed for the other. */
function ProtocolChoice({ form }: { form: SsoForm }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={legendClasses}>{t("sso.settings.connection.protocol")}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {ssoProtocols.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              value={option}
              className={radioClasses}
              {...form.register("protocol")}
            />
            {t(`sso.settings.connection.protocols.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** OpenID Connect: where the provider is, and the client registered there. */
function OidcFields({ form, secretSaved }: { form: SsoForm; secretSaved: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-issuer`}
        type="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        label={t("sso.settings.connection.issuer")}
        hint={t("sso.settings.connection.issuerHint")}
        {...form.field("issuer")}
      />
      <TextField
        id={`${id}-client-id`}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        label={t("sso.settings.connection.clientId")}
        className="max-w-md"
        {...form.field("client_id")}
      />
      <TextField
        id={`${id}-client-secret`}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        label={t("sso.settings.connection.clientSecret")}
        placeholder={secretSaved ? t("sso.settings.connection.clientSecretSaved") : undefined}
        hint={secretSaved ? t("sso.settings.connection.clientSecretHint") : undefined}
        className="max-w-md"
        {...form.field("client_secret")}
      />
    </>
  );
}

/** SAML 2.0: the provider's metadata, fetched from its URL or pasted. */
function SamlFields({ form, pastedBefore }: { form: SsoForm; pastedBefore: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const source = form.watch("metadata_source");
  return (
    <>
      <fieldset>
        <legend className={legendClasses}>{t("sso.settings.connection.metadata")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {metadataSources.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                value={option}
                className={radioClasses}
                {...form.register("metadata_source")}
              />
              {t(`sso.settings.connection.metadataSources.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {source === "url" ? (
        <TextField
          id={`${id}-metadata-url`}
          type="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          label={t("sso.settings.connection.metadataUrl")}
          {...form.field("metadata_url")}
        />
      ) : (
        <TextAreaField
          id={`${id}-metadata-xml`}
          dir="ltr"
          rows={8}
          spellCheck={false}
          label={t("sso.settings.connection.metadataXml")}
          hint={
            pastedBefore
              ? t("sso.settings.connection.metadataXmlAgain")
              : t("sso.settings.connection.metadataXmlHint")
          }
          {...form.field("metadata_xml")}
        />
      )}
    </>
  );
}

/** Removing the connection, after a confirmation: nobody signs in through it any more. */
function RemoveConnection({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveSsoConnection();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onRemoved();
        showNotice({ kind: "success", title: t("sso.settings.connection.removed") });
      },
      onError: (error) => notifyFailure(error, t),
    });
  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary")}
        onClick={() => setConfirming(true)}
      >
        {t("sso.settings.connection.remove")}
      </button>
      <ConfirmDialog
        cancel={t("sso.settings.cancel")}
        testId="sso-confirm"
        open={confirming}
        title={t("sso.settings.connection.removeTitle")}
        text={t("sso.settings.connection.removeText")}
        confirm={t("sso.settings.connection.remove")}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
