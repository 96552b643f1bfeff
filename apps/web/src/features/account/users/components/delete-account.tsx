import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { TextField } from "../../../../components/text-field.tsx";
import { clearSession } from "../../../../lib/auth/auth-store.ts";
import { HttpError, request } from "../../../../lib/http/http-client.ts";
import { NOTICE_MS, showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";

/** Deleting needs the password again: a stolen session alone cannot delete the account. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [wrong, setWrong] = useState(false);
  const [sending, setSending] = useState(false);

  function close() {
    setOpen(false);
    setPassword("");
    setWrong(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await request("/api/user/me/delete", { json: { password } });
      clearSession();
      showNotice({ kind: "success", title: t("billing.deleted") });
      setTimeout(() => void navigate("/"), NOTICE_MS);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        setWrong(true);
        document.getElementById("delete-password")?.focus();
      } else {
        notifyFailure(error, t);
      }
    } finally {
      setSending(false);
    }
  }

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
        onClose={close}
      >
        <form onSubmit={handleSubmit} className="space-y-4">
          <p>{t("billing.deleteConfirmText")}</p>
          <TextField
            id="delete-password"
            label={t("billing.deletePassword")}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            aria-invalid={wrong || undefined}
            hint={
              wrong ? (
                <span role="alert" className="font-medium text-red-700 dark:text-red-400">
                  {t("billing.errors.wrongPassword")}
                </span>
              ) : undefined
            }
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClasses("secondary")} onClick={close}>
              {t("billing.cancel")}
            </button>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500"
              disabled={sending || password === ""}
            >
              {sending ? t("billing.deleting") : t("billing.deleteConfirm")}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
