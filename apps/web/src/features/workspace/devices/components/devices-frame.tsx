import { roleAtLeast } from "@fleetward/contracts/workspace-members";
import type { ReactNode } from "react";
import {
  WorkspaceGate,
  type WorkspaceAccess,
} from "../../../../components/workspace/workspace-gate.tsx";

/** What a device or policy page may show: edit controls (technicians+) and admin ones. */
export type DevicesAccess = WorkspaceAccess & {
  /** Admins and owners while the workspace accepts changes: secrets, policies, deleting. */
  canAdmin: boolean;
  /** Admins and owners, whether or not the workspace accepts changes (seeing secrets' list). */
  isAdmin: boolean;
};

export function accessOf(access: WorkspaceAccess): DevicesAccess {
  const isAdmin = roleAtLeast(access.me.role, "admin");
  // canEdit (technicians and above: link, unlink, add to register) comes from the gate.
  return { ...access, canAdmin: isAdmin && !access.readOnly, isAdmin };
}

type DevicesFrameProps = {
  /** The section (the menu's name for it): the page title until a thing is shown. */
  title: string;
  description: string;
  children: (access: DevicesAccess) => ReactNode;
};

/** The workspace gate of the device and policy pages, with the caller's rights worked out. */
export function DevicesFrame({ title, description, children }: DevicesFrameProps) {
  return (
    <WorkspaceGate title={title} description={description}>
      {(access) => children(accessOf(access))}
    </WorkspaceGate>
  );
}
