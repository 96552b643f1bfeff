import { useTranslation } from "react-i18next";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useRemoveSamples } from "../api/assets-api.ts";

/** "Remove sample data": asks first, then says how many went (or why not). */
export function useSampleRemoval() {
  const { t } = useTranslation();
  const removeSamples = useRemoveSamples();

  async function handleRemove() {
    if (!window.confirm(t("assets.register.removeSamplesConfirm"))) return;
    try {
      const { removed } = await removeSamples.mutateAsync();
      showNotice({
        kind: "success",
        title: t("assets.register.samplesRemoved", { count: removed }),
      });
    } catch (error) {
      notifyFailure(error, t);
    }
  }

  return { remove: () => void handleRemove(), removing: removeSamples.isPending };
}
