import {
  assetCreateSchema,
  editableAssetStatuses,
  type AssetCreate,
} from "@fleetward/contracts/workspaces";
import type { ParseKeys } from "i18next";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses, FormField } from "../../../../components/form-field.tsx";
import { fieldErrorsOf, hasFieldErrors } from "../../../../lib/http/field-errors.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useSaveAsset,
  type Asset,
  type AssetStatus,
  type NamedItem,
} from "../api/workspace-api.ts";

type Values = {
  name: string;
  category_id: string;
  serial_number: string;
  model: string;
  status: AssetStatus;
  assigned_to: string;
  location_id: string;
  purchase_date: string;
  warranty_end: string;
  notes: string;
};

const emptyValues: Values = {
  name: "",
  category_id: "",
  serial_number: "",
  model: "",
  status: "in_use",
  assigned_to: "",
  location_id: "",
  purchase_date: "",
  warranty_end: "",
  notes: "",
};

function valuesOf(asset: Asset | null): Values {
  if (!asset) return emptyValues;
  return {
    name: asset.name,
    category_id: asset.category_id ?? "",
    serial_number: asset.serial_number ?? "",
    model: asset.model ?? "",
    status: asset.status,
    assigned_to: asset.assigned_to ?? "",
    location_id: asset.location_id ?? "",
    purchase_date: asset.purchase_date ?? "",
    warranty_end: asset.warranty_end ?? "",
    notes: asset.notes ?? "",
  };
}

/** A translated message per field; the server's English wording decides only which one. */
function errorKey(field: string, message: string): ParseKeys {
  if (field === "name") return "workspace.form.errors.name";
  if (field === "serial_number") return "workspace.form.errors.serialTaken";
  if (field === "warranty_end" && /before/i.test(message)) {
    return "workspace.form.errors.warrantyBeforePurchase";
  }
  if (field === "purchase_date" || field === "warranty_end") return "workspace.form.errors.date";
  if (field === "category_id" || field === "location_id") return "workspace.form.errors.choice";
  return "workspace.form.errors.generic";
}

type AssetFormProps = {
  /** The asset being edited; null adds a new one. */
  asset: Asset | null;
  open: boolean;
  categories: NamedItem[];
  locations: NamedItem[];
  onClose: () => void;
};

/**
 * Add or edit an asset in a modal dialog (focus stays inside, Esc closes). Validated with the
 * shared contract before sending; a refusal keeps everything typed and marks the field.
 */
export function AssetForm({ asset, open, categories, locations, onClose }: AssetFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(asset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAsset();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setValues(valuesOf(asset));
      setErrors({});
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, asset]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A retired asset keeps its status unless the person picks another one.
    const { status, ...rest } = values;
    const payload: AssetCreate = status === "retired" ? rest : { ...rest, status };
    const checked = assetCreateSchema.safeParse(payload);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? "");
        found[field] ??= t(errorKey(field, issue.message));
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: asset?.id, values: payload });
      showNotice({
        kind: "success",
        title: asset ? t("workspace.form.updated") : t("workspace.form.added"),
      });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error, Object.keys(emptyValues) as (keyof Values)[]);
      if (hasFieldErrors(fields)) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, message]) => [field, t(errorKey(field, message))]),
          ),
        );
      } else {
        notifyFailure(error, t);
      }
    }
  }

  /** The props that tie a control to its label, hint and error. */
  const control = (name: keyof Values, hint = false) => {
    const described = [hint ? `${id}-${name}-hint` : "", errors[name] ? `${id}-${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: update,
      className: fieldClasses,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": described || undefined,
    };
  };
  const field = (name: keyof Values, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    error: errors[name],
  });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(44rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={handleSubmit} noValidate className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {asset ? t("workspace.form.editTitle") : t("workspace.form.addTitle")}
        </h2>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <FormField {...field("name", t("workspace.fields.name"))} className="sm:col-span-2">
            <input {...control("name")} required maxLength={160} autoComplete="off" />
          </FormField>
          <FormField {...field("category_id", t("workspace.fields.category"))}>
            <select {...control("category_id")}>
              <option value="">{t("workspace.form.none")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...field("status", t("workspace.fields.status"))}>
            <select {...control("status")}>
              {values.status === "retired" ? (
                <option value="retired">{t("workspace.status.retired")}</option>
              ) : null}
              {editableAssetStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`workspace.status.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...field("serial_number", t("workspace.fields.serialNumber"))}>
            <input {...control("serial_number")} maxLength={100} autoComplete="off" dir="ltr" />
          </FormField>
          <FormField {...field("model", t("workspace.fields.model"))}>
            <input {...control("model")} maxLength={160} autoComplete="off" />
          </FormField>
          <FormField {...field("assigned_to", t("workspace.fields.assignedTo"))}>
            <input {...control("assigned_to")} maxLength={160} autoComplete="off" />
          </FormField>
          <FormField {...field("location_id", t("workspace.fields.location"))}>
            <select {...control("location_id")}>
              <option value="">{t("workspace.form.none")}</option>
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...field("purchase_date", t("workspace.fields.purchaseDate"))}>
            <input {...control("purchase_date")} type="date" />
          </FormField>
          <FormField {...field("warranty_end", t("workspace.fields.warrantyEnd"))}>
            <input
              {...control("warranty_end")}
              type="date"
              min={values.purchase_date || undefined}
            />
          </FormField>
          <FormField
            {...field("notes", t("workspace.fields.notes"), t("workspace.form.notesHint"))}
            className="sm:col-span-2"
          >
            <textarea {...control("notes", true)} rows={3} maxLength={2000} />
          </FormField>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
            {t("workspace.form.cancel")}
          </button>
          <button type="submit" className={buttonClasses("primary")} disabled={save.isPending}>
            {save.isPending ? t("workspace.form.saving") : t("workspace.form.save")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
