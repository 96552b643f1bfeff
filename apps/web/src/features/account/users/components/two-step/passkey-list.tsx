import { renamePasskeySchema, type Passkey } from "@fleetward/contracts/second-factors";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../../components/button-classes.ts";
import { SubmitButton } from "../../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../../components/text-field.tsx";
import { useContractForm } from "../../../../../hooks/use-contract-form.ts";
import { passkeyFailureKey, PasskeyError } from "../../../../../lib/auth/passkeys.ts";
import { formatDate } from "../../../../../lib/format.ts";
import { HttpError } from "../../../../../lib/http/http-client.ts";
import { showNotice } from "../../../../../lib/notices/notice-store.ts";
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from "../../api/security-api.ts";
import { PasswordConfirmDialog } from "./password-confirm-dialog.tsx";

type Props = {
  passkeys: readonly Passkey[];
  onCodes: (codes: string[] | null) => void;
};

/** The account's passkeys: each with its name and use, renamed or removed; a form to add one. */
export function PasskeyList({ passkeys, onCodes }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  return (
    <div data-testid="passkeys" className="space-y-3">
      <div>
        <h4 className="font-semibold text-slate-900 dark:text-white">
          {t("secondFactors.settings.passkeys.title")}
        </h4>
        <p className="text-sm">{t("secondFactors.settings.passkeys.lead")}</p>
      </div>
      {passkeys.length ? (
        <ul className="space-y-2">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t("secondFactors.settings.passkeys.none")}</p>
      )}
      <AddPasskeyForm onCodes={onCodes} />
      <PasswordConfirmDialog
        id="remove-passkey"
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={async (password) => {
          if (!removing) return;
          await remove.mutateAsync({ id: removing.id, password });
          showNotice({ kind: "success", title: t("secondFactors.settings.passkeys.removed") });
        }}
      />
    </div>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <li
      data-testid="passkey"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800"
    >
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900 dark:text-white">
              {passkey.name}
              {passkey.synced ? (
                <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                  {t("secondFactors.settings.passkeys.synced")}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {t("secondFactors.settings.passkeys.created", { date: date(passkey.created_at) })}
              {" · "}
              {passkey.last_used_at
                ? t("secondFactors.settings.passkeys.lastUsed", {
                    date: date(passkey.last_used_at),
                  })
                : t("secondFactors.settings.passkeys.neverUsed")}
            </p>
          </div>
          <div className="ms-auto flex gap-2">
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => setRenaming(true)}
            >
              {t("secondFactors.settings.passkeys.rename")}
            </button>
            <button
              type="button"
              className={buttonClasses("secondary")}
              aria-label={t("secondFactors.settings.passkeys.removeLabel", { name: passkey.name })}
              onClick={onRemove}
            >
              {t("secondFactors.settings.passkeys.remove")}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const form = useContractForm(renamePasskeySchema, { defaultValues: { name: passkey.name } });
  const onSubmit = form.submit(async ({ name }) => {
    await rename.mutateAsync({ id: passkey.id, name });
    showNotice({ kind: "success", title: t("secondFactors.settings.passkeys.renamed") });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-wrap items-end gap-3">
      <TextField
        id={`passkey-name-${passkey.id}`}
        label={t("secondFactors.settings.passkeys.renameLabel", { name: passkey.name })}
        className="min-w-0 flex-1"
        autoFocus
        maxLength={60}
        required
        {...form.field("name")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("secondFactors.settings.passkeys.save")}
        sendingLabel={t("secondFactors.settings.passkeys.save")}
      />
      <button type="button" className={buttonClasses("secondary")} onClick={onDone}>
        {t("secondFactors.settings.passkeys.cancel")}
      </button>
    </form>
  );
}

function AddPasskeyForm({ onCodes }: { onCodes: Props["onCodes"] }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const form = useContractForm(renamePasskeySchema, { defaultValues: { name: "" } });
  const onSubmit = form.submit(async ({ name }) => {
    try {
      const { recovery_codes } = await add.mutateAsync(name);
      form.reset();
      showNotice({ kind: "success", title: t("secondFactors.settings.passkeys.added") });
      onCodes(recovery_codes);
    } catch (error) {
      if (!(error instanceof PasskeyError) && !isRefusal(error)) throw error;
      showNotice({ kind: "error", title: t(passkeyFailureKey(error)) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        id="passkey-new-name"
        label={t("secondFactors.settings.passkeys.name")}
        hint={t("secondFactors.settings.passkeys.nameHint")}
        className="min-w-56 flex-1"
        maxLength={60}
        required
        {...form.field("name")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("secondFactors.settings.passkeys.add")}
        sendingLabel={t("secondFactors.settings.passkeys.adding")}
      />
    </form>
  );
}

/** The server could not verify the new passkey (422): told as a passkey failure, not a field. */
const isRefusal = (error: unknown) => error instanceof HttpError && error.status === 422;
