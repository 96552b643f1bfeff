import {
  assetTagPrefixPattern,
  formatAssetTag,
  workspaceSettingsUpdateSchema,
} from "@fleetward/contracts/workspace-settings";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DetailsList } from "../../../../components/details-list.tsx";
import { SubmitButton } from "../../../../components/form/submit-button.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveWorkspaceSettings, type WorkspaceSettings } from "../api/settings-api.ts";

/**
 * The asset tag prefix: admins change it (new assets only), every other member reads it. The
 * next tag is previewed as the prefix is typed.
 */
export function AssetTagSection({
  settings,
  canManage,
}: {
  settings: WorkspaceSettings;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("workspaceSettings.assetTags.title")}
      </h2>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t("workspaceSettings.assetTags.lead")}
      </p>
      {canManage ? (
        <AssetTagForm settings={settings} />
      ) : (
        <DetailsList
          details={[
            {
              label: t("workspaceSettings.assetTags.prefix"),
              value: <span dir="ltr">{settings.asset_tag_prefix}</span>,
            },
            {
              label: t("workspaceSettings.assetTags.nextTag"),
              value: <span dir="ltr">{settings.next_asset_tag}</span>,
            },
          ]}
        />
      )}
    </section>
  );
}

function AssetTagForm({ settings }: { settings: WorkspaceSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWorkspaceSettings();
  const form = useContractForm(workspaceSettingsUpdateSchema, {
    defaultValues: { asset_tag_prefix: settings.asset_tag_prefix },
    // The contract's sentence, translated; the server's own refusals keep theirs.
    messages: {
      asset_tag_prefix: (problem) =>
        problem.code === "server" ? undefined : "workspaceSettings.assetTags.invalid",
    },
  });
  const typed = (form.watch("asset_tag_prefix") ?? "").trim();
  const tag = assetTagPrefixPattern.test(typed)
    ? formatAssetTag(typed, settings.next_asset_number)
    : settings.next_asset_tag;

  const onSubmit = form.submit(async (values) => {
    const saved = await save.mutateAsync({ asset_tag_prefix: values.asset_tag_prefix });
    form.reset({ asset_tag_prefix: saved.asset_tag_prefix });
    showNotice({ kind: "success", title: t("workspaceSettings.assetTags.saved") });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        id={`${id}-prefix`}
        label={t("workspaceSettings.assetTags.prefix")}
        hint={t("workspaceSettings.assetTags.preview", { tag })}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        className="w-full max-w-xs"
        inputClassName="font-mono"
        {...form.field("asset_tag_prefix")}
      />
      <SubmitButton
        sending={form.sending}
        label={t("workspaceSettings.assetTags.save")}
        sendingLabel={t("workspaceSettings.assetTags.saving")}
        className="mt-7"
      />
    </form>
  );
}
