import {
  devicesSchema,
  upgradeRequestSchema,
  type BillingCycle,
  type PaymentMethod,
} from "@fleetward/contracts/billing";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { describedBy, fieldClasses, FormField } from "../../../../components/form-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  usePaymentMethods,
  useUpgrade,
  type BillingOverview,
  type BillingPlan,
} from "../api/billing-api.ts";
import { brandNames } from "../lib/card-label.ts";
import { formatMoney, formatNumber } from "../../../../lib/format.ts";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";

/** Same VAT the server applies (modules/billing): shown so the total holds no surprise. */
const VAT_PERCENT = 19;

type DeviceRange = BillingOverview["devices"];
type UpgradeDialogProps = { plan: BillingPlan | null; devices: DeviceRange; onClose: () => void };

/** The typed number of devices, or null when it is not a whole number in the allowed range. */
function parseDevices(value: number): number | null {
  const parsed = devicesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Choose the billing cycle, the number of devices and the card, see the total, pay. */
export function UpgradeDialog({ plan, devices, onClose }: UpgradeDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      id="upgrade"
      open={plan !== null}
      title={plan ? t("billing.upgradeTitle", { plan: plan.name }) : ""}
      onClose={onClose}
    >
      {/* Keyed by plan: every opening starts from the suggestion, not the last attempt. */}
      {plan ? <UpgradeForm key={plan.id} plan={plan} devices={devices} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

type Money = (cents: number) => string;

/** The plan is the dialog's, not a field: a refusal of it comes back as a notice. */
const upgradeFormSchema = upgradeRequestSchema.omit({ plan_id: true });

function useUpgradeForm(plan: BillingPlan, devices: DeviceRange, onClose: () => void) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const upgrade = useUpgrade();
  const form = useContractForm(upgradeFormSchema, {
    defaultValues: {
      billing_cycle: "monthly",
      devices: devices.suggested,
      payment_method_id: undefined,
    },
    failures: { 402: "billing.errors.declined" },
  });
  const cards = methods.data?.items ?? [];
  const chosen = form.watch("payment_method_id");
  const cardId = chosen ?? cards.find((card) => card.is_default)?.id ?? cards[0]?.id ?? "";
  const onSubmit = form.submit(async (request) => {
    if (!cardId) return;
    const result = await upgrade.mutateAsync({
      ...request,
      plan_id: plan.id,
      payment_method_id: cardId,
    });
    showNotice({
      kind: "success",
      title: t("billing.upgraded", { number: result.invoice.number }),
    });
    onClose();
  });
  return { form, onSubmit, cards, cardId };
}

function UpgradeForm({
  plan,
  devices,
  onClose,
}: {
  plan: BillingPlan;
  devices: DeviceRange;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { form, onSubmit, cards, cardId } = useUpgradeForm(plan, devices, onClose);
  const money: Money = (cents) => formatMoney(cents, plan.currency, i18n.language);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <CycleField plan={plan} money={money} input={form.register("billing_cycle")} />
      <DevicesField
        devices={devices}
        invalid={errors.devices !== undefined}
        input={form.register("devices", { valueAsNumber: true })}
      />
      <CardChoice
        cards={cards}
        cardId={cardId}
        onChoose={(id) => form.setValue("payment_method_id", id)}
      />
      <UpgradeTotal
        plan={plan}
        cycle={form.watch("billing_cycle")}
        devices={form.watch("devices")}
        money={money}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {t("billing.cancel")}
        </button>
        <button
          type="submit"
          className={buttonClasses("primary")}
          disabled={!cardId || form.sending}
        >
          {form.sending ? t("billing.paying") : t("billing.confirmUpgrade")}
        </button>
      </div>
    </form>
  );
}

type CycleFieldProps = { plan: BillingPlan; money: Money; input: UseFormRegisterReturn };

function CycleField({ plan, money, input }: CycleFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t("billing.cycleLegend")}
      </legend>
      {(["monthly", "yearly"] as const).map((option) => (
        <label key={option} className="mt-2 flex items-center gap-2">
          <input
            type="radio"
            value={option}
            className="size-4 accent-blue-700 dark:accent-blue-400"
            {...input}
          />
          {option === "monthly"
            ? t("billing.cycleMonthly", { price: money(plan.price_monthly_cents ?? 0) })
            : t("billing.cycleYearly", { price: money(plan.price_yearly_cents ?? 0) })}
        </label>
      ))}
    </fieldset>
  );
}

type DevicesFieldProps = { devices: DeviceRange; invalid: boolean; input: UseFormRegisterReturn };

/** The error names the allowed range whatever was wrong (typed, or refused by the server). */
function DevicesField({ devices, invalid, input }: DevicesFieldProps) {
  const { t } = useTranslation();
  const range = { min: devices.min, max: devices.max };
  const hint =
    devices.in_workspace > 0
      ? `${t("billing.devicesFromWorkspace", { devices: devices.in_workspace })} ${t("billing.devicesRange", range)}`
      : t("billing.devicesRange", range);
  return (
    <FormField
      id="upgrade-devices"
      label={t("billing.devicesLabel")}
      hint={hint}
      error={invalid ? t("billing.devicesError", range) : undefined}
    >
      <input
        id="upgrade-devices"
        type="number"
        inputMode="numeric"
        min={devices.min}
        max={devices.max}
        step={1}
        required
        dir="ltr"
        className={fieldClasses}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy("upgrade-devices", hint, invalid ? "error" : undefined)}
        {...input}
      />
    </FormField>
  );
}

type CardChoiceProps = {
  cards: readonly PaymentMethod[];
  cardId: string;
  onChoose: (id: string) => void;
};

/** Which saved card pays (the default one unless another is chosen), or a way to add one. */
function CardChoice({ cards, cardId, onChoose }: CardChoiceProps) {
  const { t } = useTranslation();
  if (cards.length === 0) {
    return (
      <p role="alert" className="text-sm">
        {t("billing.needCard")}{" "}
        <Link
          to="/user-payment"
          className="font-semibold text-blue-700 underline dark:text-blue-300"
        >
          {t("billing.addCardLink")}
        </Link>
      </p>
    );
  }
  return (
    <div>
      <label
        htmlFor="upgrade-card"
        className="block text-sm font-medium text-slate-900 dark:text-slate-100"
      >
        {t("billing.payWith")}
      </label>
      <select
        id="upgrade-card"
        className={fieldClasses}
        value={cardId}
        onChange={(event) => onChoose(event.target.value)}
      >
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {t("billing.cardSummary", {
              brand: brandNames[card.brand] ?? t("billing.brandUnknown"),
              last4: card.last4,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}

type UpgradeTotalProps = {
  plan: BillingPlan;
  cycle: BillingCycle;
  devices: number;
  money: Money;
};

/** What today's payment comes to, following the form as it is filled in. */
function UpgradeTotal({ plan, cycle, devices, money }: UpgradeTotalProps) {
  const { t, i18n } = useTranslation();
  const count = parseDevices(devices);
  const unitPrice = (cycle === "yearly" ? plan.price_yearly_cents : plan.price_monthly_cents) ?? 0;
  const subtotal = count === null ? null : count * unitPrice;
  const total = subtotal === null ? null : subtotal + Math.round((subtotal * VAT_PERCENT) / 100);
  return (
    <div aria-live="polite" data-testid="upgrade-total">
      {count !== null && subtotal !== null && total !== null ? (
        <>
          <p className="text-sm">
            {t("billing.priceBreakdown", {
              devices: formatNumber(count, i18n.language),
              price: money(unitPrice),
              subtotal: money(subtotal),
            })}
          </p>
          <p className="font-semibold text-slate-900 dark:text-white">
            {t("billing.totalToday", { total: money(total), rate: VAT_PERCENT })}
          </p>
        </>
      ) : null}
    </div>
  );
}
