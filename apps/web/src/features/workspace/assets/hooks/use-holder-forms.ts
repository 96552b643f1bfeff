import { useTranslation } from "react-i18next";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useCheckIn, useCheckOut, type Asset } from "../api/assets-api.ts";
import {
  checkinFormSchema,
  checkoutFormSchema,
  checkoutMessages,
  emptyCheckin,
  emptyCheckout,
} from "../lib/checkout-values.ts";
import { useActionProblem } from "./use-action-problem.ts";

const checkoutFields = ["person_id", "location_id", "expected_checkin", "note"] as const;
const checkinFields = ["location_id", "note"] as const;

/** Check `asset` out to a person or a location; `onDone` closes the dialog. */
export function useCheckoutForm(asset: Asset, onDone: () => void) {
  const { t } = useTranslation();
  const checkOut = useCheckOut(asset.id);
  const refusal = useActionProblem(checkoutFields);
  const form = useContractForm(checkoutFormSchema, {
    defaultValues: emptyCheckout,
    messages: checkoutMessages,
  });
  const onSubmit = form.submit(async (values) => {
    const saved = await refusal.attempt(() => checkOut.mutateAsync(values));
    if (!saved) return;
    showNotice({
      kind: "success",
      title: t("assets.checkout.done", { name: saved.assigned_to?.name ?? "" }),
    });
    onDone();
  });
  const reset = () => {
    refusal.clear();
    form.reset(emptyCheckout);
  };
  return { form, onSubmit, reset, problem: refusal.problem };
}

/** Check `asset` back in, optionally to a new location. */
export function useCheckinForm(asset: Asset, onDone: () => void) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(asset.id);
  const refusal = useActionProblem(checkinFields);
  const form = useContractForm(checkinFormSchema, {
    defaultValues: emptyCheckin,
    messages: { location_id: "assets.checkout.errors.location" },
  });
  const onSubmit = form.submit(async (values) => {
    const saved = await refusal.attempt(() => checkIn.mutateAsync(values));
    if (!saved) return;
    showNotice({ kind: "success", title: t("assets.checkin.done") });
    onDone();
  });
  const reset = () => {
    refusal.clear();
    form.reset(emptyCheckin);
  };
  return { form, onSubmit, reset, problem: refusal.problem };
}

export type CheckoutFormApi = ReturnType<typeof useCheckoutForm>["form"];
export type CheckinFormApi = ReturnType<typeof useCheckinForm>["form"];
