import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import type { Import, ImportDryRun } from "../api/imports-api.ts";
import { DryRunSummary } from "../components/dry-run-summary.tsx";
import { ImportProgress } from "../components/import-progress.tsx";
import { MappingForm } from "../components/mapping-form.tsx";
import { UploadForm } from "../components/upload-form.tsx";

/** CSV import for technicians and above: upload → mapping → dry run → progress and report. */
export default function ImportPage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate title={t("imports.nav")} description={t("imports.meta.description")}>
      {({ canEdit, me }) =>
        canEdit ? (
          <div className="mx-auto max-w-5xl space-y-6">
            <ImportSteps canAdmin={roleAtLeast(me.role, "admin")} />
          </div>
        ) : (
          <p role="alert">{t("imports.techniciansOnly")}</p>
        )
      }
    </WorkspaceGate>
  );
}

type Step =
  | { name: "upload" }
  | { name: "mapping"; imported: Import }
  | { name: "dry-run"; imported: Import; result: ImportDryRun }
  | { name: "progress"; imported: Import };

function ImportSteps({ canAdmin }: { canAdmin: boolean }) {
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
          canAdmin={canAdmin}
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
