import type { WorkspaceMe } from "@fleetward/contracts/workspace-members";
import { invitableRoles } from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useChangeRole,
  useTransferOwnership,
  type Member,
  type WorkspaceRole,
} from "../api/members-api.ts";
import { cell, MembersTable } from "./members-table.tsx";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";

/** The members with their roles; admins change roles and remove, the owner hands over. */
export function MemberList({ members, me }: { members: Member[]; me: WorkspaceMe }) {
  const { t } = useTranslation();
  const columns = [
    t("members.list.name"),
    t("members.list.email"),
    t("members.list.role"),
    t("members.list.actions"),
  ];
  return (
    <MembersTable testId="member-list" caption={t("members.list.caption")} columns={columns}>
      {members.map((member) => (
        <MemberRow key={member.id} member={member} me={me} />
      ))}
    </MembersTable>
  );
}

function MemberRow({ member, me }: { member: Member; me: WorkspaceMe }) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const [removing, setRemoving] = useState(false);
  const transfer = useTransferOwnership();
  const isOwner = member.role === "owner";
  const fail = (error: unknown) => notifyFailure(error, t);

  function handleRole(role: WorkspaceRole) {
    changeRole.mutate(
      { id: member.id, role },
      {
        onSuccess: () => showNotice({ kind: "success", title: t("members.list.roleChanged") }),
        onError: fail,
      },
    );
  }
  function handleTransfer() {
    if (!window.confirm(t("members.list.transferConfirm", { name: member.name }))) return;
    transfer.mutate(member.id, {
      onSuccess: () => showNotice({ kind: "success", title: t("members.list.transferred") }),
      onError: fail,
    });
  }

  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={cell}>
        {member.name}
        {member.is_you ? (
          <span className="ms-2 text-xs text-slate-500 dark:text-slate-400">
            {t("members.list.you")}
          </span>
        ) : null}
      </td>
      <td className={cell} dir="ltr">
        {member.email}
      </td>
      <td className={cell}>
        {isOwner ? (
          t("members.roles.owner")
        ) : (
          <RoleSelect
            name={member.name}
            role={member.role}
            disabled={changeRole.isPending}
            onChange={handleRole}
          />
        )}
      </td>
      <td className={`${cell} flex flex-wrap gap-2`}>
        {!isOwner && me.capabilities.transfer_ownership ? (
          <button type="button" className={buttonClasses("secondary")} onClick={handleTransfer}>
            {t("members.list.transfer")}
          </button>
        ) : null}
        {!isOwner ? (
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => setRemoving(true)}
            aria-label={t("members.list.removeNamed", { name: member.name })}
          >
            {t("members.list.remove")}
          </button>
        ) : null}
        {removing ? (
          <RemoveMemberDialog member={member} onClose={() => setRemoving(false)} />
        ) : null}
      </td>
    </tr>
  );
}

function RoleSelect(props: {
  name: string;
  role: WorkspaceRole;
  disabled: boolean;
  onChange: (role: WorkspaceRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t("members.list.roleOf", { name: props.name })}
      value={props.role}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as WorkspaceRole)}
      className="rounded-lg border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
    >
      {invitableRoles.map((role) => (
        <option key={role} value={role}>
          {t(`members.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
