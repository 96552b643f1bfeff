import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { AdminsOnly } from "../../../../components/workspace/admins-only.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { useWebhooks, type Webhook, type WebhookWithSecret } from "../api/webhooks-api.ts";
import { SecretPanel } from "../components/secret-panel.tsx";
import { WebhookForm } from "../components/webhook-form.tsx";
import { WebhookList } from "../components/webhook-list.tsx";

/** The workspace's webhooks, for the owner and admins (docs/decisions/0029). */
export default function WebhooksPage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate title={t("webhooks.nav")} description={t("webhooks.meta.description")}>
      {({ me, readOnly }) =>
        roleAtLeast(me.role, "admin") ? (
          <ManageWebhooks readOnly={readOnly} />
        ) : (
          <AdminsOnly message={t("webhooks.page.adminsOnly")} />
        )
      }
    </WorkspaceGate>
  );
}

function ManageWebhooks({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  // undefined: the dialog is closed; null: adding; a webhook: editing it.
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  return (
    <section aria-labelledby="webhooks-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 id="webhooks-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("webhooks.page.title")}
          </h1>
          <p className="max-w-3xl text-slate-600 dark:text-slate-300">{t("webhooks.page.lead")}</p>
        </div>
        {readOnly ? null : (
          <button type="button" className={buttonClasses()} onClick={() => setEditing(null)}>
            {t("webhooks.page.add")}
          </button>
        )}
      </div>
      {secret ? <SecretPanel webhook={secret} onDone={() => setSecret(null)} /> : null}
      {webhooks.isError ? (
        <p role="alert">{t("webhooks.page.loadFailed")}</p>
      ) : webhooks.data ? (
        <WebhookList
          webhooks={webhooks.data}
          readOnly={readOnly}
          onEdit={setEditing}
          onSecret={setSecret}
        />
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
      {readOnly ? null : (
        <WebhookForm
          webhook={editing ?? null}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
          onCreated={setSecret}
        />
      )}
    </section>
  );
}
