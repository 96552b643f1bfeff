import { useTranslation } from "react-i18next";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";

type Deletion = { mutateAsync: (id: string) => Promise<unknown> };

/** Deleting asks first, then confirms or reports the API's refusal (a default label, a parent…). */
export function useConfirmedDelete(deletion: Deletion) {
  const { t } = useTranslation();
  return async ({ id, name }: { id: string; name: string }) => {
    if (!window.confirm(t("register.catalog.deleteConfirm", { name }))) return;
    try {
      await deletion.mutateAsync(id);
      showNotice({ kind: "success", title: t("register.catalog.deleted", { name }) });
    } catch (error) {
      notifyFailure(error, t, { 409: "register.catalog.deleteRefused" });
    }
  };
}
