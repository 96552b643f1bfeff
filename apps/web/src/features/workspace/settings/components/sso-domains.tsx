import { ssoDomainInputSchema } from "@fleetward/contracts/workspace-sso";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { formatDate } from "../../../../lib/format.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useAddSsoDomain,
  useRemoveSsoDomain,
  useVerifySsoDomain,
  type SsoDomain,
} from "../api/sso-api.ts";
import { notifyRefusal } from "../lib/sso-refusal.ts";
import { CopyValue } from "./copy-value.tsx";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";

/**
 * The e-mail domains the company proves it owns: each with the TXT record to publish, whether
 * it is verified, and (admins) "Verify now" and remove; admins add domains below the list.
 */
export function SsoDomains({ domains, canManage }: { domains: SsoDomain[]; canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="sso-domains">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("sso.settings.domains.title")}
      </h3>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t("sso.settings.domains.lead")}
      </p>
      {domains.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("sso.settings.domains.none")}
        </p>
      ) : (
        <ul aria-label={t("sso.settings.domains.listLabel")} className="max-w-3xl space-y-3">
          {domains.map((domain) => (
            <DomainItem key={domain.id} domain={domain} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage ? <AddDomainForm /> : null}
    </section>
  );
}

function AddDomainForm() {
  const { t } = useTranslation();
  const id = useId();
  const { add } = useAddSsoDomain();
  const form = useContractForm(ssoDomainInputSchema, {
    defaultValues: { domain: "" },
    // 409: another workspace (or this one) has claimed the domain already.
    statusFields: { 409: "domain" },
    messages: {
      domain: (problem) =>
        problem.status === 409
          ? "sso.settings.domains.taken"
          : problem.code === "server"
            ? undefined
            : "sso.settings.domains.invalid",
    },
  });
  const onSubmit = form.submit(async (values) => {
    await add(values);
    form.reset({ domain: "" });
    showNotice({ kind: "success", title: t("sso.settings.domains.added") });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        id={`${id}-domain`}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        label={t("sso.settings.domains.domain")}
        hint={t("sso.settings.domains.domainHint")}
        className="w-full max-w-xs"
        {...form.field("domain")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("sso.settings.domains.add")}
        sendingLabel={t("sso.settings.domains.adding")}
        className="sm:mt-6"
      />
    </form>
  );
}

function DomainItem({ domain, canManage }: { domain: SsoDomain; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const name = domain.domain;
  return (
    <li
      className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid="sso-domain"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 className="font-semibold text-slate-900 dark:text-white">
          <bdi>{name}</bdi>
        </h4>
        {domain.verified_at ? (
          <span className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {t("sso.settings.domains.verifiedOn", {
              date: formatDate(domain.verified_at, i18n.language),
            })}
          </span>
        ) : (
          <span className="text-sm font-medium text-amber-700 dark:text-amber-400">
            {t("sso.settings.domains.waiting")}
          </span>
        )}
      </div>
      {canManage ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("sso.settings.domains.publish")}
          </p>
          <DetailsList
            details={[
              {
                label: t("sso.settings.domains.txtName"),
                value: (
                  <CopyValue label={t("sso.settings.domains.txtName")} value={domain.txt_name} />
                ),
              },
              {
                label: t("sso.settings.domains.txtValue"),
                value: (
                  <CopyValue label={t("sso.settings.domains.txtValue")} value={domain.txt_value} />
                ),
              },
            ]}
          />
          <DomainButtons domain={domain} />
        </>
      ) : null}
    </li>
  );
}

function DomainButtons({ domain }: { domain: SsoDomain }) {
  const { t } = useTranslation();
  const verify = useVerifySsoDomain();
  const remove = useRemoveSsoDomain();
  const [confirming, setConfirming] = useState(false);
  const name = { domain: domain.domain };
  const check = () =>
    verify.mutate(domain.id, {
      onSuccess: (result) =>
        result.verified_at
          ? showNotice({ kind: "success", title: t("sso.settings.domains.verified", name) })
          : showNotice({ kind: "error", title: t("sso.settings.domains.verifyFailed", name) }),
      onError: (error) =>
        notifyRefusal(error, t, {
          statuses: [409],
          title: t("sso.settings.domains.verifyFailed", name),
          help: "sso.settings.domains.verifyHelp",
        }),
    });
  const confirmRemove = () =>
    remove.mutate(domain.id, {
      onSuccess: () => {
        setConfirming(false);
        showNotice({ kind: "success", title: t("sso.settings.domains.removed") });
      },
      onError: (error) => notifyFailure(error, t),
    });
  return (
    <div className="flex flex-wrap gap-3">
      {domain.verified_at ? null : (
        <button
          type="button"
          className={buttonClasses("primary")}
          aria-label={t("sso.settings.domains.verifyLabel", name)}
          disabled={verify.isPending}
          onClick={check}
        >
          {verify.isPending
            ? t("sso.settings.domains.verifying")
            : t("sso.settings.domains.verify")}
        </button>
      )}
      <button
        type="button"
        className={buttonClasses("secondary")}
        aria-label={t("sso.settings.domains.removeLabel", name)}
        onClick={() => setConfirming(true)}
      >
        {t("sso.settings.domains.remove")}
      </button>
      <ConfirmDialog
        cancel={t("sso.settings.cancel")}
        testId="sso-confirm"
        open={confirming}
        title={t("sso.settings.domains.removeTitle", name)}
        text={t("sso.settings.domains.removeText", name)}
        confirm={t("sso.settings.domains.remove")}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
