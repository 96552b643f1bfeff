import type { ReactNode } from "react";
import {
  WorkspaceGate,
  type WorkspaceAccess,
} from "../../../../components/workspace/workspace-gate.tsx";

/** What a licences page may do: change licences and seats, and reveal keys (technician+). */
export type LicensesAccess = {
  me: WorkspaceAccess["me"];
  summary: WorkspaceAccess["summary"];
  /** Technicians and above, while the workspace accepts changes. */
  canEdit: boolean;
  /** Technicians and above; also while read-only (a reveal changes nothing). */
  canReveal: boolean;
};

function licensesAccessOf({ me, summary, canEdit }: WorkspaceAccess): LicensesAccess {
  return { me, summary, canEdit, canReveal: me.capabilities.edit_assets };
}

type LicensesFrameProps = {
  /** The section (the menu's name for it): the page title until a thing is shown. */
  title: string;
  description: string;
  children: (access: LicensesAccess) => ReactNode;
};

/** The workspace gate of the licences pages, with the caller's rights on licences worked out. */
export function LicensesFrame({ title, description, children }: LicensesFrameProps) {
  return (
    <WorkspaceGate title={title} description={description}>
      {(access) => <div className="space-y-8">{children(licensesAccessOf(access))}</div>}
    </WorkspaceGate>
  );
}
