import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses } from "../../../../components/form-field.tsx";
import { LoadState } from "../../../../components/load-state.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { useAssetChoices } from "../api/devices-api.ts";

type Choice = { id: string; asset_tag: string; name: string; serial_number?: string | null };

type AssetPickerProps = {
  open: boolean;
  onClose: () => void;
  onPick: (asset: { id: string; asset_tag: string }) => void;
  busy: boolean;
  /** Unlinked assets with the device's serial or UUID: offered first, above the search. */
  suggested?: readonly Choice[];
};

/** A dialog to find a register asset by tag, name or serial number and pick it. */
export function AssetPicker({ open, onClose, onPick, busy, suggested = [] }: AssetPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const q = useDeferredValue(text.trim());
  const assets = useAssetChoices(q, open);
  return (
    <ModalDialog id={id} open={open} onClose={onClose} title={t("devices.picker.title")}>
      {suggested.length > 0 ? (
        <section
          aria-labelledby={`${id}-suggested`}
          className="mb-4"
          data-testid="picker-suggested"
        >
          <h3
            id={`${id}-suggested`}
            className="text-sm font-semibold text-slate-900 dark:text-white"
          >
            {t("devices.picker.suggested")}
          </h3>
          <ChoiceList
            label={t("devices.picker.suggested")}
            items={suggested}
            busy={busy}
            onPick={onPick}
          />
        </section>
      ) : null}
      <label htmlFor={`${id}-q`} className="block text-sm font-medium">
        {t("devices.picker.search")}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={fieldClasses}
        placeholder={t("devices.picker.searchPlaceholder")}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="mt-4 max-h-80 overflow-auto" aria-live="polite">
        <LoadState query={assets}>
          {({ items }) => {
            // A suggestion is listed once, in its own section above.
            const rest = items.filter((asset) => !suggested.some((match) => match.id === asset.id));
            return rest.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t("devices.picker.none")}</p>
            ) : (
              <ChoiceList
                label={t("devices.picker.results")}
                items={rest}
                busy={busy}
                onPick={onPick}
              />
            );
          }}
        </LoadState>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {t("devices.device.cancel")}
        </button>
      </div>
    </ModalDialog>
  );
}

type ChoiceListProps = {
  label: string;
  items: readonly Choice[];
  busy: boolean;
  onPick: (asset: { id: string; asset_tag: string }) => void;
};

/** Assets, each with its tag, name, serial number and a Link button. */
function ChoiceList({ label, items, busy, onPick }: ChoiceListProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {items.map((asset) => (
        <li key={asset.id} className="flex items-center justify-between gap-3 py-2">
          <span>
            <span dir="ltr" className="font-medium">
              {asset.asset_tag}
            </span>{" "}
            {asset.name}
            {asset.serial_number ? (
              <span dir="ltr" className="block text-xs text-slate-600 dark:text-slate-400">
                {asset.serial_number}
              </span>
            ) : null}
          </span>
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={busy}
            aria-label={t("devices.picker.chooseLabel", { tag: asset.asset_tag, name: asset.name })}
            onClick={() => onPick(asset)}
          >
            {t("devices.picker.choose")}
          </button>
        </li>
      ))}
    </ul>
  );
}
