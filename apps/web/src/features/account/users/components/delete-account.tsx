import { deleteAccountRequestSchema } from "@fleetward/contracts/account";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { clearSession } from "../../../../lib/auth/auth-store.ts";
import { request } from "../../../../lib/http/http-client.ts";
import { NOTICE_MS, showNotice } from "../../../../lib/notices/notice-store.ts";

const dangerClasses =
  "inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500";

/** Deleting needs the password again: a stolen session alone cannot delete the account. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary", "mt-4 text-red-700 dark:text-red-400")}
        onClick={() => setOpen(true)}
      >
        {t("billing.deleteButton")}
      </button>
      <ModalDialog
        id="delete-account"
        open={open}
        title={t("billing.deleteConfirmTitle")}
        onClose={() => setOpen(false)}
      >
        {/* Mounted only while open: each opening starts with an empty password. */}
        {open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}
      </ModalDialog>
    </>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useContractForm(deleteAccountRequestSchema, {
    defaultValues: { password: "" },
    messages: {
      password: (problem) =>
        problem.code === "server" ? "billing.errors.wrongPassword" : undefined,
    },
  });
  const onSubmit = form.submit(async (values) => {
    await request("/api/user/me/delete", { json: values });
    clearSession();
    showNotice({ kind: "success", title: t("billing.deleted") });
    setTimeout(() => void navigate("/"), NOTICE_MS);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p>{t("billing.deleteConfirmText")}</p>
      <TextField
        id="delete-password"
        label={t("billing.deletePassword")}
        type="password"
        autoComplete="current-password"
        required
        {...form.field("password")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={onCancel}>
          {t("billing.cancel")}
        </button>
        <button
          type="submit"
          className={dangerClasses}
          disabled={form.sending || form.watch("password") === ""}
        >
          {form.sending ? t("billing.deleting") : t("billing.deleteConfirm")}
        </button>
      </div>
    </form>
  );
}
