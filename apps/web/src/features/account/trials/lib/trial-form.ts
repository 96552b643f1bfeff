import { trialCreateSchema } from "@fleetward/contracts/trials";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import { fromFormValues } from "../../../../components/form/form-values-schema.ts";
import type { TextFieldName } from "../data/trial-form-fields.ts";

/** What the trial form's controls hold: text, "" for a choice not yet made, two boxes. */
export type TrialFormValues = Record<TextFieldName, string> & {
  newsletter: boolean;
  accept_terms: boolean;
};

/** Every field, in the order shown (server refusals are mapped onto these). */
export const emptyTrialForm: TrialFormValues = {
  company_name: "",
  app_name: "",
  app_domain: "",
  company_email: "",
  phone: "",
  fax: "",
  street_address: "",
  building: "",
  postal_code: "",
  city: "",
  country: "",
  title: "",
  first_name: "",
  last_name: "",
  position: "",
  department: "",
  newsletter: false,
  accept_terms: false,
};

/** The API's own contract, checking what the form holds. */
export const trialFormSchema = fromFormValues<TrialFormValues>()(trialCreateSchema);

/** Where the generic message would say less than the form can. */
export const trialFormMessages: FieldMessages<keyof TrialFormValues> = {
  country: "form.errors.choose",
  title: "form.errors.choose",
  accept_terms: "trial.form.acceptTermsRequired",
};
