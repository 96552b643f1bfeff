import { useTranslation } from "react-i18next";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { useWorkspaceLookup } from "../../../../lib/workspace/workspace-queries.ts";
import { useDashboard } from "../api/dashboard-api.ts";
import { DashboardView } from "../components/dashboard-view.tsx";
import { PostureCard } from "../../../../components/workspace/devices/posture-card.tsx";

/**
 * The workspace's first page: its numbers at a glance, each linking to the register
 * filtered to the assets it counts. Every member may read it, viewers included.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  // Asked for beside the gate's own questions (workspace, membership), not after them.
  const dashboard = useDashboard(lookup.isSuccess ? token : null);

  return (
    <WorkspaceGate title={t("dashboard.nav")} description={t("dashboard.meta.description")}>
      {() =>
        dashboard.isPending ? (
          <LoadingState />
        ) : dashboard.isError ? (
          <LoadError title={t("dashboard.loadFailed")} onRetry={() => void dashboard.refetch()} />
        ) : (
          <DashboardView dashboard={dashboard.data} posture={<PostureCard />} />
        )
      }
    </WorkspaceGate>
  );
}
