import type { WorkspaceDigestEmailProps } from "@fleetward/emails/workspace-digest-email";
import type { CheckinDue, DueList, WarrantyDue } from "../assets/service.ts";

/* What one workspace has due on a day, and the digest e-mail's values built from it. */

export type LicenseDue = { id: string; name: string; expiresOn: string };

export type DueItems = {
  warranties: DueList<WarrantyDue>;
  licenses: DueList<LicenseDue>;
  overdue: DueList<CheckinDue>;
};

export const dueCount = (due: DueItems) =>
  due.warranties.total + due.licenses.total + due.overdue.total;

/** The digest for one recipient: the lists with links into the workspace at `appUrl`. */
export function digestProps(
  due: DueItems,
  context: {
    appUrl: string;
    workspaceName: string;
    day: string;
    recipientName: string;
    locale: string;
  },
): WorkspaceDigestEmailProps {
  const { appUrl } = context;
  const assetUrl = (id: string) => `${appUrl}/workspace/assets/${id}`;
  return {
    recipientName: context.recipientName,
    workspaceName: context.workspaceName,
    day: context.day,
    locale: context.locale,
    warranties: {
      items: due.warranties.items.map((asset) => ({
        assetTag: asset.assetTag,
        name: asset.name,
        warrantyEnd: asset.warrantyEnd,
        url: assetUrl(asset.id),
      })),
      total: due.warranties.total,
      url: `${appUrl}/workspace?warranty_ends_within=30`,
    },
    licenses: {
      items: due.licenses.items.map((license) => ({
        name: license.name,
        expiresOn: license.expiresOn,
        url: `${appUrl}/workspace/licenses/${license.id}`,
      })),
      total: due.licenses.total,
      url: `${appUrl}/workspace/licenses`,
    },
    overdue: {
      items: due.overdue.items.map((asset) => ({
        assetTag: asset.assetTag,
        name: asset.name,
        holder: asset.holderName,
        expectedCheckin: asset.expectedCheckin,
        url: assetUrl(asset.id),
      })),
      total: due.overdue.total,
      url: `${appUrl}/workspace?overdue=true`,
    },
    dashboardUrl: `${appUrl}/workspace/dashboard`,
  };
}
