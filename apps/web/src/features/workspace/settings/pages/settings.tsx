import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import { useTranslation } from "react-i18next";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { SettingsView } from "../components/settings-view.tsx";

/**
 * The workspace's settings and quotas, for every member. The owner and admins change the
 * settings (the API allows only them) while the workspace is not read-only.
 */
export default function WorkspaceSettingsPage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate
      title={t("workspaceSettings.nav")}
      description={t("workspaceSettings.meta.description")}
    >
      {({ me, readOnly }) => (
        <SettingsView isAdmin={roleAtLeast(me.role, "admin")} readOnly={readOnly} />
      )}
    </WorkspaceGate>
  );
}
