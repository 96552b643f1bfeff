import type { TrialCreateRequest } from "@fleetward/contracts/trials";
import type { ParseKeys } from "i18next";

/*
 * The spec §3 trial form's text inputs, in the order they are shown: label, browser
 * autofill hint and the contract's length limit for each.
 */

export type TextFieldName = Exclude<keyof TrialCreateRequest, "newsletter" | "accept_terms">;

export type InputSpec = {
  name: TextFieldName;
  label: ParseKeys;
  autoComplete?: string;
  type?: string;
  maxLength: number;
  optional?: boolean;
};

export const companyInputs: InputSpec[] = [
  {
    name: "company_name",
    label: "trial.form.companyName",
    autoComplete: "organization",
    maxLength: 160,
  },
  { name: "app_name", label: "trial.form.appName", autoComplete: "off", maxLength: 80 },
];

export const contactInputs: InputSpec[] = [
  {
    name: "company_email",
    label: "trial.form.companyEmail",
    type: "email",
    autoComplete: "email",
    maxLength: 254,
  },
  { name: "phone", label: "trial.form.phone", type: "tel", autoComplete: "tel", maxLength: 40 },
  {
    name: "fax",
    label: "trial.form.fax",
    type: "tel",
    autoComplete: "off",
    maxLength: 40,
    optional: true,
  },
  {
    name: "street_address",
    label: "trial.form.streetAddress",
    autoComplete: "address-line1",
    maxLength: 200,
  },
  { name: "building", label: "trial.form.building", autoComplete: "address-line2", maxLength: 120 },
  {
    name: "postal_code",
    label: "trial.form.postalCode",
    autoComplete: "postal-code",
    maxLength: 20,
  },
  { name: "city", label: "trial.form.city", autoComplete: "address-level2", maxLength: 120 },
];

export const personInputs: InputSpec[] = [
  { name: "first_name", label: "trial.form.firstName", autoComplete: "given-name", maxLength: 80 },
  { name: "last_name", label: "trial.form.lastName", autoComplete: "family-name", maxLength: 80 },
  {
    name: "position",
    label: "trial.form.position",
    autoComplete: "organization-title",
    maxLength: 120,
  },
  { name: "department", label: "trial.form.department", autoComplete: "off", maxLength: 120 },
];
