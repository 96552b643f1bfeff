import {
  tokenDecisions,
  webhookDecisions,
  type MemberCreations,
} from "@fleetward/contracts/workspace-members";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useMemberCreations, useRemoveMemberWith, type Member } from "../api/members-api.ts";

type TokenDecision = (typeof tokenDecisions)[number];
type WebhookDecision = (typeof webhookDecisions)[number];

/**
 * Removing a member: lists the live API tokens and webhooks they created, and the admin keeps
 * or revokes (disables, deletes) each one; the removal and those choices are one request.
 */
export function RemoveMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const creations = useMemberCreations(member.id);
  return (
    <ModalDialog
      id="remove-member"
      open
      title={t("members.removal.title", { name: member.name })}
      onClose={onClose}
    >
      {creations.isError ? (
        <p role="alert">{t("members.removal.loadFailed")}</p>
      ) : creations.data ? (
        <Decisions member={member} creations={creations.data} onClose={onClose} />
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </ModalDialog>
  );
}

function Decisions({
  member,
  creations,
  onClose,
}: {
  member: Member;
  creations: MemberCreations;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMemberWith();
  // Revoking is the safe default: access that belonged to someone leaving goes with them.
  const [tokens, setTokens] = useState<Record<string, TokenDecision>>(() =>
    Object.fromEntries(creations.api_tokens.map((token) => [token.id, "revoke"])),
  );
  const [hooks, setHooks] = useState<Record<string, WebhookDecision>>(() =>
    Object.fromEntries(creations.webhooks.map((hook) => [hook.id, "disable"])),
  );
  const nothing = creations.api_tokens.length === 0 && creations.webhooks.length === 0;

  function handleRemove() {
    const decisions = {
      api_tokens: Object.entries(tokens).map(([id, decision]) => ({ id, decision })),
      webhooks: Object.entries(hooks).map(([id, decision]) => ({ id, decision })),
    };
    remove.mutate(
      { id: member.id, decisions },
      {
        onSuccess: () => {
          showNotice({ kind: "success", title: t("members.list.removed") });
          onClose();
        },
        onError: (error) => notifyFailure(error, t),
      },
    );
  }

  return (
    <div className="space-y-4" data-testid="remove-member-dialog">
      <p>{t("members.list.removeConfirm", { name: member.name })}</p>
      {nothing ? null : <p>{t("members.removal.lead")}</p>}
      <ChoiceGroup
        legend={t("members.removal.tokens")}
        items={creations.api_tokens.map((token) => ({
          id: token.id,
          label: `${token.name} (${token.prefix}…${token.last_four})`,
        }))}
        chosen={tokens}
        options={tokenDecisions}
        text={(decision) => t(`members.removal.token.${decision}`)}
        onChange={setTokens}
      />
      <ChoiceGroup
        legend={t("members.removal.webhooks")}
        items={creations.webhooks.map((hook) => ({
          id: hook.id,
          label: hook.description ? `${hook.description} (${hook.url})` : hook.url,
        }))}
        chosen={hooks}
        options={webhookDecisions}
        text={(decision) => t(`members.removal.webhook.${decision}`)}
        onChange={setHooks}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {t("members.removal.cancel")}
        </button>
        <button
          type="button"
          className={buttonClasses("primary")}
          disabled={remove.isPending}
          onClick={handleRemove}
        >
          {t("members.removal.confirm")}
        </button>
      </div>
    </div>
  );
}

/** One decision per item, in a fieldset; nothing when there are no items. */
function ChoiceGroup<T extends string>(props: {
  legend: string;
  items: { id: string; label: string }[];
  chosen: Record<string, T>;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (chosen: Record<string, T>) => void;
}) {
  if (props.items.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{props.legend}</legend>
      {props.items.map((item) => (
        <label key={item.id} className="flex flex-wrap items-center justify-between gap-2">
          <span dir="auto" className="break-all">
            {item.label}
          </span>
          <select
            value={props.chosen[item.id] ?? props.options[0]}
            onChange={(event) =>
              props.onChange({ ...props.chosen, [item.id]: event.target.value as T })
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          >
            {props.options.map((option) => (
              <option key={option} value={option}>
                {props.text(option)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
