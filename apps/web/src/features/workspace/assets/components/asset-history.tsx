import type { ReactNode } from "react";
import { HistoryTimeline } from "../../../../components/history-timeline/history-timeline.tsx";
import {
  locationLabel,
  useCategories,
  useLocationTree,
  useModels,
  useStatusLabels,
} from "../api/catalog-api.ts";
import { useBuiltinText } from "../../../../lib/i18n/builtins.ts";

/**
 * An asset's history, with catalogue ids shown as the names they stand for. The lists are the
 * form's and filters' own (cached); an id no longer in them (deleted since) stays as it is.
 */
export function AssetHistory({ assetId, labelledBy }: { assetId: string; labelledBy: string }) {
  const models = useModels().data;
  const labels = useStatusLabels().data;
  const builtin = useBuiltinText();
  const categories = useCategories().data;
  const locations = useLocationTree().data;
  const renderValue = (field: string, value: string): ReactNode | null => {
    switch (field) {
      case "model_id":
        return models?.find((model) => model.id === value)?.name ?? null;
      case "status_label_id":
        return builtin.statusLabel(labels?.find((label) => label.id === value)?.name ?? "") || null;
      case "category_id":
        return categories?.find((category) => category.id === value)?.name ?? null;
      case "location_id": {
        const node = locations?.find((location) => location.id === value);
        return node ? locationLabel(node) : null;
      }
      default:
        return null;
    }
  };
  return (
    <HistoryTimeline
      subjectType="asset"
      subjectId={assetId}
      labelledBy={labelledBy}
      renderValue={renderValue}
    />
  );
}
