import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextAreaField } from "../../../../components/text-area-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useModalDialog } from "../../../../hooks/use-modal-dialog.ts";
import type { Asset } from "../api/assets-api.ts";
import { locationLabel, useLocationTree } from "../api/catalog-api.ts";
import { useCheckinForm, useCheckoutForm } from "../hooks/use-holder-forms.ts";
import { todayIso } from "../lib/asset-format.ts";
import { ActionDialog } from "./action-dialog.tsx";
import { PersonPicker } from "./person-picker.tsx";

type HolderDialogProps = { asset: Asset; open: boolean; onClose: () => void };

function LocationOptions({ none }: { none: string }) {
  const locations = useLocationTree().data ?? [];
  return (
    <>
      <option value="">{none}</option>
      {locations.map((node) => (
        <option key={node.id} value={node.id}>
          {locationLabel(node)}
        </option>
      ))}
    </>
  );
}

/** Check out: to a person (searched) or a location, with an expected return date and a note. */
export function CheckoutDialog({ asset, open, onClose }: HolderDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, reset, problem } = useCheckoutForm(asset, onClose);
  const dialog = useModalDialog(open, reset);
  const [target, locationId] = useWatch({ control: form.control, name: ["target", "location_id"] });
  const radio = "size-4 accent-blue-700 dark:accent-blue-400";

  return (
    <ActionDialog
      {...{ id, dialog, onClose, onSubmit, problem }}
      title={t("assets.checkout.title", { name: asset.name })}
      sending={form.sending}
      submitLabel={t("assets.checkout.submit")}
      sendingLabel={t("assets.checkout.sending")}
    >
      <fieldset>
        <legend className="text-sm font-medium">{t("assets.checkout.to")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" value="person" className={radio} {...form.register("target")} />
            {t("assets.checkout.toPerson")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="location" className={radio} {...form.register("target")} />
            {t("assets.checkout.toLocation")}
          </label>
        </div>
      </fieldset>
      {target === "person" ? (
        <PersonPicker id={id} form={form} active={open} />
      ) : (
        <SelectField
          id={`${id}-location`}
          label={t("assets.fields.location")}
          {...form.field("location_id")}
          value={locationId}
        >
          <LocationOptions none={t("assets.checkout.chooseLocation")} />
        </SelectField>
      )}
      <TextField
        id={`${id}-expected`}
        label={t("assets.fields.expected_checkin")}
        hint={t("assets.checkout.expectedHint")}
        type="date"
        min={todayIso()}
        {...form.field("expected_checkin")}
      />
      <TextAreaField
        id={`${id}-note`}
        label={t("assets.checkout.note")}
        rows={2}
        maxLength={500}
        {...form.field("note")}
      />
    </ActionDialog>
  );
}

/** Check in: back into stock, kept at a location (the current one unless changed). */
export function CheckinDialog({ asset, open, onClose }: HolderDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, reset, problem } = useCheckinForm(asset, onClose);
  const dialog = useModalDialog(open, reset);
  const locationId = useWatch({ control: form.control, name: "location_id" });

  return (
    <ActionDialog
      {...{ id, dialog, onClose, onSubmit, problem }}
      title={t("assets.checkin.title", { name: asset.name })}
      sending={form.sending}
      submitLabel={t("assets.checkin.submit")}
      sendingLabel={t("assets.checkin.sending")}
    >
      {asset.assigned_to ? (
        <p className="text-slate-700 dark:text-slate-300">
          {t("assets.checkin.from", { name: asset.assigned_to.name })}
        </p>
      ) : null}
      <SelectField
        id={`${id}-location`}
        label={t("assets.checkin.location")}
        hint={t("assets.checkin.locationHint")}
        {...form.field("location_id")}
        value={locationId}
      >
        <LocationOptions
          none={t("assets.checkin.keepLocation", {
            name: asset.location_name ?? t("assets.form.none"),
          })}
        />
      </SelectField>
      <TextAreaField
        id={`${id}-note`}
        label={t("assets.checkout.note")}
        rows={2}
        maxLength={500}
        {...form.field("note")}
      />
    </ActionDialog>
  );
}
