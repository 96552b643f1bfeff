import type { ReactNode } from "react";
import { PageMeta } from "../../../../components/page-meta.tsx";
import {
  WorkspaceFrame,
  type WorkspaceContext,
} from "../../../../components/workspace/workspace-frame.tsx";

/** What a licences page may do: change licences and seats, and reveal keys (technician+). */
export type LicensesAccess = {
  me: WorkspaceContext["me"];
  summary: WorkspaceContext["summary"];
  /** Technicians and above, while the workspace accepts changes. */
  canEdit: boolean;
  /** Technicians and above; also while read-only (a reveal changes nothing). */
  canReveal: boolean;
};

function licensesAccessOf({ me, summary, readOnly }: WorkspaceContext): LicensesAccess {
  const mayChange = me.capabilities.edit_assets;
  return { me, summary, canEdit: mayChange && !readOnly, canReveal: mayChange };
}

type LicensesFrameProps = {
  title: string;
  description: string;
  children: (access: LicensesAccess) => ReactNode;
};

/** The workspace frame of the licences pages, with the caller's rights on licences worked out. */
export function LicensesFrame({ title, description, children }: LicensesFrameProps) {
  return (
    <WorkspaceFrame meta={<PageMeta title={title} description={description} />}>
      {(context) => <div className="space-y-8">{children(licensesAccessOf(context))}</div>}
    </WorkspaceFrame>
  );
}
