import { modelCreateSchema, type ModelCreate } from "@fleetward/contracts/workspace-catalog";
import { z } from "zod";
import type { Model } from "../api/catalog-api.ts";

/** What the model form holds: every field as the text of its control. */
export type ModelFormValues = {
  name: string;
  model_number: string;
  manufacturer_id: string;
  category_id: string;
  eol_months: string;
  image_url: string;
};

export function modelFormValuesOf(model: Model | null): ModelFormValues {
  return {
    name: model?.name ?? "",
    model_number: model?.model_number ?? "",
    manufacturer_id: model?.manufacturer_id ?? "",
    category_id: model?.category_id ?? "",
    eol_months: model?.eol_months === null || !model ? "" : String(model.eol_months),
    image_url: model?.image_url ?? "",
  };
}

/**
 * What is sent: the text as typed, the months as a number (none when blank). Text that is
 * not a whole number stays text, so the contract refuses it under its field.
 */
export function modelPayload(values: ModelFormValues): ModelCreate {
  const months = values.eol_months.trim();
  const number = Number(months);
  return {
    ...values,
    eol_months: months === "" ? null : ((Number.isInteger(number) ? number : months) as number),
  };
}

/** The API's own contract, checking what the form would send. */
export const modelFormSchema = z
  .custom<ModelFormValues>()
  .transform(modelPayload)
  .pipe(modelCreateSchema);
