import {
  checkinSchema,
  checkoutSchema,
  type Checkin,
  type Checkout,
} from "@fleetward/contracts/workspace-assets";
import { z } from "zod";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";

/*
 * The check-out and check-in forms: their controls' text, turned into the contract's body.
 * An unused or blank control is left out (the contract takes no empty ids or dates).
 */

export type CheckoutFormValues = {
  /** Whom the asset goes to: a person or a location (one of the two ids is sent). */
  target: "person" | "location";
  person_id: string;
  location_id: string;
  expected_checkin: string;
  note: string;
};

export const emptyCheckout: CheckoutFormValues = {
  target: "person",
  person_id: "",
  location_id: "",
  expected_checkin: "",
  note: "",
};

const blankAsUndefined = (text: string) => (text.trim() === "" ? undefined : text);

/**
 * The chosen holder's id is sent even when blank, so that a missing choice is reported on
 * its own control (an empty id is not a uuid) rather than as "choose one of the two".
 */
export function checkoutPayload(values: CheckoutFormValues): Checkout {
  const holder =
    values.target === "person"
      ? { person_id: values.person_id }
      : { location_id: values.location_id };
  return {
    ...holder,
    expected_checkin: blankAsUndefined(values.expected_checkin),
    note: blankAsUndefined(values.note),
  };
}

export const checkoutFormSchema = z
  .custom<CheckoutFormValues>()
  .transform(checkoutPayload)
  .pipe(checkoutSchema);

export const checkoutMessages: FieldMessages<keyof CheckoutFormValues> = {
  person_id: ({ message }) =>
    /left the organisation/i.test(message)
      ? "assets.problems.personLeft"
      : "assets.checkout.errors.person",
  location_id: "assets.checkout.errors.location",
  expected_checkin: ({ message }) =>
    /today or later/i.test(message) ? "assets.problems.dateInPast" : "assets.form.errors.date",
};

export type CheckinFormValues = { location_id: string; note: string };
export const emptyCheckin: CheckinFormValues = { location_id: "", note: "" };

export function checkinPayload(values: CheckinFormValues): Checkin {
  return { location_id: blankAsUndefined(values.location_id), note: blankAsUndefined(values.note) };
}

export const checkinFormSchema = z
  .custom<CheckinFormValues>()
  .transform(checkinPayload)
  .pipe(checkinSchema);
