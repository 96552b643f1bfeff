import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { WorkspaceShell } from "../../../../components/workspace/workspace-shell.tsx";
import { WorkspaceSignIn } from "../../../../components/workspace/workspace-sign-in.tsx";
import { signOut, useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import {
  useWorkspaceLookup,
  useWorkspaceMe,
  useWorkspaceSummary,
} from "../../../../lib/workspace/workspace-queries.ts";
import type { Import, ImportDryRun } from "../api/imports-api.ts";
import { DryRunSummary } from "../components/dry-run-summary.tsx";
import { ImportProgress } from "../components/import-progress.tsx";
import { MappingForm } from "../components/mapping-form.tsx";
import { UploadForm } from "../components/upload-form.tsx";

/** CSV import for technicians and above: upload → mapping → dry run → progress and report. */
export default function ImportPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  const ready = lookup.isSuccess ? token : null;
  const summary = useWorkspaceSummary(ready);
  const me = useWorkspaceMe(ready);
  const appDomain = lookup.data?.app_domain ?? null;
  const meta = (
    <PageMeta title={t("imports.meta.title")} description={t("imports.meta.description")} />
  );

  if (!token) {
    return (
      <WorkspaceShell summary={null} appDomain={appDomain}>
        {meta}
        <div className="px-4 py-12">
          <WorkspaceSignIn appDomain={appDomain ?? ""} />
        </div>
      </WorkspaceShell>
    );
  }
  const shell = (children: React.ReactNode) => (
    <WorkspaceShell
      summary={summary.data ?? null}
      appDomain={appDomain}
      onSignOut={() => void signOut()}
      me={me.data}
    >
      {meta}
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">{children}</div>
    </WorkspaceShell>
  );
  if (lookup.isError || me.isError) {
    const notMember = hasStatus(lookup.error, 404) || hasStatus(me.error, 404);
    return shell(
      <p role="alert">{notMember ? t("members.none.notMember") : t("workspace.loadFailed")}</p>,
    );
  }
  if (!me.data) return shell(<p role="status">{t("common.loading")}</p>);
  if (!roleAtLeast(me.data.role, "technician") || summary.data?.read_only) {
    return shell(<p role="alert">{t("imports.techniciansOnly")}</p>);
  }
  return shell(<ImportSteps />);
}

type Step =
  | { name: "upload" }
  | { name: "mapping"; imported: Import }
  | { name: "dry-run"; imported: Import; result: ImportDryRun }
  | { name: "progress"; imported: Import };

function ImportSteps() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: "upload" });
  return (
    <section aria-labelledby="import-title" className="space-y-6">
      <div className="space-y-2">
        <h1 id="import-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("imports.title")}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t("imports.lead")}</p>
      </div>
      {step.name === "upload" ? (
        <UploadForm onUploaded={(imported) => setStep({ name: "mapping", imported })} />
      ) : null}
      {step.name === "mapping" ? (
        <MappingForm
          imported={step.imported}
          onChecked={(imported, result) => setStep({ name: "dry-run", imported, result })}
        />
      ) : null}
      {step.name === "dry-run" ? (
        <DryRunSummary
          imported={step.imported}
          result={step.result}
          onStarted={(imported) => setStep({ name: "progress", imported })}
          onBack={() => setStep({ name: "mapping", imported: step.imported })}
        />
      ) : null}
      {step.name === "progress" ? (
        <ImportProgress started={step.imported} onAnother={() => setStep({ name: "upload" })} />
      ) : null}
    </section>
  );
}
