import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import {
  locationLabel,
  useCategories,
  useLocationTree,
  useStatusLabels,
} from "../api/catalog-api.ts";
import type { BulkActionState } from "../hooks/use-bulk-action.ts";
import {
  bulkActionTypes,
  isTargeted,
  targetMayBeNone,
  type BulkActionType,
  type TargetedAction,
} from "../lib/bulk-actions.ts";

type Option = { id: string; name: string };

/** What a targeted action may set: labels that are not archived (retire archives), or places. */
function useTargetOptions(type: BulkActionType | ""): Option[] {
  const labels = useStatusLabels().data ?? [];
  const categories = useCategories().data ?? [];
  const locations = useLocationTree().data ?? [];
  if (type === "set_status") return labels.filter((label) => label.kind !== "archived");
  if (type === "set_category") return categories;
  if (type === "set_location") {
    return locations.map((node) => ({ id: node.id, name: locationLabel(node) }));
  }
  return [];
}

/** The chosen value's name for the confirm question; null for "none". */
export function useTargetName(bulk: BulkActionState): string | null {
  const options = useTargetOptions(bulk.type);
  return options.find((option) => option.id === bulk.target)?.name ?? null;
}

/** The action menu, the value it sets (when it sets one) and "Apply…", which asks first. */
export function BulkChoice({ id, bulk }: { id: string; bulk: BulkActionState }) {
  const { t } = useTranslation();
  const options = useTargetOptions(bulk.type);
  const type = bulk.type;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        bulk.askToConfirm();
      }}
    >
      <div className="min-w-48">
        <label htmlFor={`${id}-bulk-action`} className="block text-sm font-medium">
          {t("assets.bulk.action")}
        </label>
        <select
          id={`${id}-bulk-action`}
          className={fieldClasses}
          value={type}
          onChange={(event) => bulk.chooseType(event.target.value as BulkActionType | "")}
        >
          <option value="">{t("assets.bulk.choose")}</option>
          {bulkActionTypes.map((action) => (
            <option key={action} value={action}>
              {t(`assets.bulk.actions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      {type && isTargeted(type) ? (
        <TargetSelect id={`${id}-bulk-target`} type={type} bulk={bulk} options={options} />
      ) : null}
      <button type="submit" className={buttonClasses("primary")} disabled={!bulk.ready}>
        {t("assets.bulk.apply")}
      </button>
    </form>
  );
}

type TargetSelectProps = {
  id: string;
  type: TargetedAction;
  bulk: BulkActionState;
  options: Option[];
};

function TargetSelect({ id, type, bulk, options }: TargetSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="min-w-48">
      <label htmlFor={id} className="block text-sm font-medium">
        {t(`assets.bulk.targets.${type}`)}
      </label>
      <select
        id={id}
        className={fieldClasses}
        value={bulk.target}
        onChange={(event) => bulk.chooseTarget(event.target.value)}
      >
        <option value="">
          {targetMayBeNone(type) ? t("assets.bulk.none") : t("assets.bulk.chooseValue")}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
