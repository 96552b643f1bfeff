import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import type { ReactNode } from "react";
import { PageMeta } from "../../../../components/page-meta.tsx";
import {
  WorkspaceFrame,
  type WorkspaceContext,
} from "../../../../components/workspace/workspace-frame.tsx";

/** What a device or policy page may show: edit controls (technicians+) and admin ones. */
export type DevicesAccess = WorkspaceContext & {
  /** Technicians and above while the workspace accepts changes: link, unlink, add to register. */
  canEdit: boolean;
  /** Admins and owners while the workspace accepts changes: secrets, policies, deleting. */
  canAdmin: boolean;
  /** Admins and owners, whether or not the workspace accepts changes (seeing secrets' list). */
  isAdmin: boolean;
};

export function accessOf(context: WorkspaceContext): DevicesAccess {
  const isAdmin = roleAtLeast(context.me.role, "admin");
  return {
    ...context,
    canEdit: context.me.capabilities.edit_assets && !context.readOnly,
    canAdmin: isAdmin && !context.readOnly,
    isAdmin,
  };
}

type DevicesFrameProps = {
  title: string;
  description: string;
  children: (access: DevicesAccess) => ReactNode;
};

/** The workspace frame of the device and policy pages, with the caller's rights worked out. */
export function DevicesFrame({ title, description, children }: DevicesFrameProps) {
  return (
    <WorkspaceFrame meta={<PageMeta title={title} description={description} />}>
      {(context) => children(accessOf(context))}
    </WorkspaceFrame>
  );
}
