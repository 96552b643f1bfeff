import { enrollSecretCreateSchema } from "@fleetward/contracts/workspace-devices";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { formatRelativeTime } from "../../../../lib/format.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  useCreateEnrollSecret,
  useEnrollSecrets,
  useRevokeEnrollSecret,
  type EnrollSecret,
  type EnrollSecretCreated,
} from "../api/devices-api.ts";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { CopyButton } from "./copy-button.tsx";
import {
  cellClasses,
  headClasses,
  panelClasses,
  tableClasses,
  tbodyClasses,
  theadClasses,
} from "../../../../components/workspace/devices/device-classes.ts";

/**
 * The workspace's enrolment secrets (admins only): create one, see it exactly once, revoke.
 * The clear secret lives only in this component's state, never in a query cache.
 */
export function EnrollSecretsPanel({ canAdmin }: { canAdmin: boolean }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<EnrollSecretCreated | null>(null);
  const secrets = useEnrollSecrets(true);
  return (
    <section aria-labelledby="enroll-secrets" className={`${panelClasses} space-y-4`}>
      <div>
        <h2 id="enroll-secrets" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("devices.add.secrets")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("devices.add.secretsLead")}</p>
      </div>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      {canAdmin && !created ? <CreateSecretForm onCreated={setCreated} /> : null}
      <LoadState query={secrets}>
        {({ items }) => <SecretTable secrets={items} canAdmin={canAdmin} />}
      </LoadState>
    </section>
  );
}

function CreateSecretForm({ onCreated }: { onCreated: (created: EnrollSecretCreated) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateEnrollSecret();
  const form = useContractForm(enrollSecretCreateSchema, { defaultValues: { name: "" } });
  const onSubmit = form.submit(async (values) => {
    const created = await create.mutateAsync(values);
    form.reset({ name: "" });
    onCreated(created);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        id={`${id}-name`}
        label={t("devices.add.secretName")}
        placeholder={t("devices.add.secretNamePlaceholder")}
        className="min-w-64 flex-1"
        maxLength={120}
        {...form.field("name")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("devices.add.create")}
        sendingLabel={t("devices.add.creating")}
      />
    </form>
  );
}

/** The new secret, shown this once with a copy button and a plain warning. */
export function NewSecret({
  created,
  onDone,
}: {
  created: EnrollSecretCreated;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      data-testid="new-secret"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("devices.add.created", { name: created.name })}
      </h3>
      <p className="font-medium text-amber-950 dark:text-amber-100">{t("devices.add.once")}</p>
      <label htmlFor={`${id}-secret`} className="sr-only">
        {t("devices.add.secretName")}: {created.name}
      </label>
      <input
        id={`${id}-secret`}
        readOnly
        dir="ltr"
        value={created.secret}
        onFocus={(event) => event.target.select()}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CopyButton text={created.secret} />
        <button type="button" className={buttonClasses("primary")} onClick={onDone}>
          {t("devices.add.done")}
        </button>
      </div>
    </div>
  );
}

function SecretTable({ secrets, canAdmin }: { secrets: EnrollSecret[]; canAdmin: boolean }) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<EnrollSecret | null>(null);
  const revoke = useRevokeEnrollSecret();
  if (secrets.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">{t("devices.add.noSecrets")}</p>;
  }
  const onConfirm = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      showNotice({ kind: "success", title: t("devices.add.revoked") });
      setRevoking(null);
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  const columns = [
    t("devices.add.secretName"),
    t("devices.add.hint"),
    t("devices.add.devices"),
    t("devices.add.createdAt"),
    t("devices.add.lastUsed"),
  ];
  return (
    <div className="overflow-x-auto">
      <table className={tableClasses} data-testid="enroll-secrets">
        <caption className="sr-only">{t("devices.add.caption")}</caption>
        <thead className={theadClasses}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClasses}>
                {column}
              </th>
            ))}
            {canAdmin ? <td className={headClasses} /> : null}
          </tr>
        </thead>
        <tbody className={tbodyClasses}>
          {secrets.map((secret) => (
            <SecretRow
              key={secret.id}
              secret={secret}
              onRevoke={canAdmin ? () => setRevoking(secret) : null}
            />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        cancel={t("devices.device.cancel")}
        open={revoking !== null}
        title={t("devices.add.revokeTitle")}
        text={t("devices.add.revokeText", { name: revoking?.name ?? "" })}
        confirm={t("devices.add.revoke")}
        busy={revoke.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}

function SecretRow({ secret, onRevoke }: { secret: EnrollSecret; onRevoke: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <th scope="row" className={`${cellClasses} text-start font-medium`}>
        {secret.name}
      </th>
      <td className={cellClasses}>
        <code dir="ltr">{secret.hint}…</code>
      </td>
      <td className={cellClasses}>{secret.devices}</td>
      <td className={cellClasses}>{formatRelativeTime(secret.created_at, i18n.language)}</td>
      <td className={cellClasses}>
        {secret.last_used_at
          ? formatRelativeTime(secret.last_used_at, i18n.language)
          : t("devices.add.neverUsed")}
      </td>
      {onRevoke ? (
        <td className={cellClasses}>
          <button
            type="button"
            className={buttonClasses("ghost")}
            aria-label={t("devices.add.revokeLabel", { name: secret.name })}
            onClick={onRevoke}
          >
            {t("devices.add.revoke")}
          </button>
        </td>
      ) : null}
    </tr>
  );
}
