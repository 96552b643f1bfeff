import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { DevicesFrame } from "../components/devices-frame.tsx";
import { emptyClasses } from "../../../../components/workspace/devices/device-classes.ts";
import { usePolicies } from "../api/policies-api.ts";
import { PolicyForm } from "../components/policy-form.tsx";
import { PolicyLibrary } from "../components/policy-library.tsx";
import { PolicyTable } from "../components/policy-table.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

/** The workspace's posture policies with their results, and the library to switch more on. */
export default function PoliciesPage() {
  const { t } = useTranslation();
  return (
    <DevicesFrame
      title={t("devices.policiesNav")}
      description={t("devices.meta.policiesDescription")}
    >
      {({ canAdmin }) => <PoliciesSection canAdmin={canAdmin} />}
    </DevicesFrame>
  );
}

function PoliciesSection({ canAdmin }: { canAdmin: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policies = usePolicies();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="policies-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="policies-title" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("devices.policies.title")}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("devices.policies.lead")}</p>
        </div>
        {canAdmin ? (
          <button
            type="button"
            className={buttonClasses("primary")}
            onClick={() => setAdding(true)}
          >
            {t("devices.policies.add")}
          </button>
        ) : null}
      </div>
      {policies.isPending ? (
        <LoadingState />
      ) : policies.isError ? (
        <LoadError
          title={t("devices.policies.loadFailed")}
          onRetry={() => void policies.refetch()}
        />
      ) : policies.data.length === 0 ? (
        <p className={emptyClasses}>{t("devices.policies.empty")}</p>
      ) : (
        <PolicyTable policies={policies.data} />
      )}
      <PolicyLibrary canAdmin={canAdmin} />
      {canAdmin ? (
        <PolicyForm
          policy={null}
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={(saved) => void navigate(workspacePaths.policy(saved.id))}
        />
      ) : null}
    </section>
  );
}
