import { useTranslation } from "react-i18next";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { useAuthSession } from "../../../../lib/auth/auth-store.ts";
import { useWorkspaceLookup } from "../../../../lib/workspace/workspace-queries.ts";
import { useDashboard } from "../api/dashboard-api.ts";
import { DashboardView } from "../components/dashboard-view.tsx";
import { PostureCard } from "../../../../components/workspace/devices/posture-card.tsx";
import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useGettingStarted } from "../api/getting-started-api.ts";
import { GettingStartedChecklist } from "../components/getting-started.tsx";

/**
 * The workspace's first page (a workspace host's `/` opens it): the getting-started checklist
 * first until an admin puts it away, then its numbers at a glance, each linking to the
 * register filtered to the assets it counts. Every member may read it, viewers included.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { token } = useAuthSession();
  const lookup = useWorkspaceLookup();
  // Asked for beside the gate's own questions (workspace, membership), not after them.
  const dashboard = useDashboard(lookup.isSuccess ? token : null);
  const checklist = useGettingStarted(lookup.isSuccess ? token : null);

  return (
    <WorkspaceGate title={t("dashboard.nav")} description={t("dashboard.meta.description")}>
      {({ me, readOnly }) =>
        dashboard.isPending ? (
          <LoadingState />
        ) : dashboard.isError ? (
          <LoadError title={t("dashboard.loadFailed")} onRetry={() => void dashboard.refetch()} />
        ) : (
          <DashboardView
            dashboard={dashboard.data}
            posture={<PostureCard />}
            checklist={
              checklist.data && checklist.data.dismissed_at === null ? (
                <GettingStartedChecklist
                  state={checklist.data}
                  isAdmin={roleAtLeast(me.role, "admin") && !readOnly}
                  canWrite={roleAtLeast(me.role, "technician") && !readOnly}
                />
              ) : null
            }
          />
        )
      }
    </WorkspaceGate>
  );
}
