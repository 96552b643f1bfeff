import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { isNotFound } from "../../../../lib/http/http-status.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { DevicesFrame } from "../components/devices-frame.tsx";
import {
  linkClasses,
  panelClasses,
} from "../../../../components/workspace/devices/device-classes.ts";
import { useDeletePolicy, usePolicy, type Policy } from "../api/policies-api.ts";
import { PolicyDevicesPanel } from "../components/policy-devices.tsx";
import { PolicyForm } from "../components/policy-form.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { WorkspaceSubject } from "../../../../components/workspace/workspace-title.tsx";

/** One policy: what it checks, how to fix a failure, and its result on each device. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <DevicesFrame
      title={t("devices.policiesNav")}
      description={t("devices.meta.policiesDescription")}
    >
      {({ canAdmin }) => <PolicyView id={id} canAdmin={canAdmin} />}
    </DevicesFrame>
  );
}

function PolicyView({ id, canAdmin }: { id: string; canAdmin: boolean }) {
  const { t } = useTranslation();
  const policy = usePolicy(id);
  if (policy.isPending) return <LoadingState />;
  if (policy.isError) {
    return isNotFound(policy.error) ? (
      <NotFoundPanel
        title={t("devices.policies.notFound")}
        text={t("devices.policies.notFound")}
        backTo={workspacePaths.policies()}
        backLabel={t("devices.policies.back")}
      />
    ) : (
      <LoadError onRetry={() => void policy.refetch()} />
    );
  }
  return <PolicyContent policy={policy.data} canAdmin={canAdmin} />;
}

function PolicyContent({ policy, canAdmin }: { policy: Policy; canAdmin: boolean }) {
  const { t } = useTranslation();
  const builtin = useBuiltinText();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeletePolicy();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(policy.id);
      showNotice({ kind: "success", title: t("devices.policies.deleted") });
      void navigate(workspacePaths.policies());
    } catch (error) {
      notifyFailure(error, t);
    }
  };
  return (
    <article aria-labelledby="policy-title" className="space-y-6">
      <nav aria-label={t("common.breadcrumb")}>
        <Link to={workspacePaths.policies()} className={`text-sm ${linkClasses}`}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{" "}
          {t("devices.policies.back")}
        </Link>
      </nav>
      <WorkspaceSubject name={policy.name} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="policy-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {builtin.policy(policy.name)}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="policy-counts">
            {t("devices.results.pass")}: {policy.passing} · {t("devices.results.fail")}:{" "}
            {policy.failing} · {t("devices.results.unknown")}: {policy.unknown}
          </p>
        </div>
        {canAdmin ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => setEditing(true)}
            >
              {t("devices.policies.edit")}
            </button>
            <button
              type="button"
              className={buttonClasses("ghost")}
              onClick={() => setDeleting(true)}
            >
              {t("devices.policies.delete")}
            </button>
          </div>
        ) : null}
      </header>
      <section aria-label={t("devices.policies.description")} className={panelClasses}>
        <DetailsList
          details={[
            { label: t("devices.policies.description"), value: builtin.policy(policy.description) },
            {
              label: t("devices.policies.platformsColumn"),
              value: policy.platforms
                .map((platform) => t(`devices.platforms.${platform}`))
                .join(", "),
            },
            { label: t("devices.policies.resolution"), value: builtin.policy(policy.resolution) },
            {
              label: t("devices.policies.query"),
              value: (
                <pre dir="ltr" className="overflow-x-auto font-mono text-xs whitespace-pre-wrap">
                  {policy.query}
                </pre>
              ),
            },
          ]}
        />
      </section>
      <PolicyDevicesPanel policyId={policy.id} />
      {canAdmin ? (
        <>
          <PolicyForm policy={policy} open={editing} onClose={() => setEditing(false)} />
          <ConfirmDialog
            cancel={t("devices.device.cancel")}
            open={deleting}
            title={t("devices.policies.deleteTitle")}
            text={t("devices.policies.deleteText", { name: builtin.policy(policy.name) })}
            confirm={t("devices.policies.delete")}
            busy={remove.isPending}
            onConfirm={() => void onDelete()}
            onClose={() => setDeleting(false)}
          />
        </>
      ) : null}
    </article>
  );
}
