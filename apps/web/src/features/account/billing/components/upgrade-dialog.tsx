import { devicesSchema, type BillingCycle } from "@fleetward/contracts/billing";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { fieldClasses, FormField } from "../../../../components/form-field.tsx";
import { HttpError } from "../../../../lib/http/http-client.ts";
import { intlLocaleOf } from "../../../../lib/i18n/languages.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
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
function parseDevices(value: string): number | null {
  const parsed = devicesSchema.safeParse(value.trim() === "" ? Number.NaN : Number(value));
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
  const methods = usePaymentMethods();
  const upgrade = useUpgrade();
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [deviceText, setDeviceText] = useState(String(devices.suggested));
  const [deviceError, setDeviceError] = useState(false);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const cards = methods.data?.items ?? [];
  const cardId = chosenCard ?? cards.find((card) => card.is_default)?.id ?? cards[0]?.id ?? "";
  const money = (cents: number) => formatMoney(cents, plan.currency, i18n.language);
  const range = { min: devices.min, max: devices.max };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const count = parseDevices(deviceText);
    setDeviceError(count === null);
    if (count === null) {
      document.getElementById("upgrade-devices")?.focus();
      return;
    }
    if (!cardId) return;
    try {
      const result = await upgrade.mutateAsync({
        plan_id: plan.id,
        billing_cycle: cycle,
        devices: count,
        payment_method_id: cardId,
      });
      showNotice({
        kind: "success",
        title: t("billing.upgraded", { number: result.invoice.number }),
      });
      onClose();
    } catch (error) {
      if (
        error instanceof HttpError &&
        error.status === 422 &&
        error.detail?.startsWith("devices:")
      ) {
        setDeviceError(true);
        document.getElementById("upgrade-devices")?.focus();
      }
      notifyFailure(error, t, { 402: "billing.errors.declined" });
    }
  }

  const unitPrice = (cycle === "yearly" ? plan.price_yearly_cents : plan.price_monthly_cents) ?? 0;
  const count = parseDevices(deviceText);
  const subtotal = count === null ? null : count * unitPrice;
  const total = subtotal === null ? null : subtotal + Math.round((subtotal * VAT_PERCENT) / 100);
  const hint =
    devices.in_workspace > 0
      ? `${t("billing.devicesFromWorkspace", { devices: devices.in_workspace })} ${t("billing.devicesRange", range)}`
      : t("billing.devicesRange", range);
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t("billing.cycleLegend")}
        </legend>
        {(["monthly", "yearly"] as const).map((option) => (
          <label key={option} className="mt-2 flex items-center gap-2">
            <input
              type="radio"
              name="billing-cycle"
              value={option}
              checked={cycle === option}
              onChange={() => setCycle(option)}
              className="size-4 accent-blue-700 dark:accent-blue-400"
            />
            {option === "monthly"
              ? t("billing.cycleMonthly", { price: money(plan.price_monthly_cents ?? 0) })
              : t("billing.cycleYearly", { price: money(plan.price_yearly_cents ?? 0) })}
          </label>
        ))}
      </fieldset>
      <FormField
        id="upgrade-devices"
        label={t("billing.devicesLabel")}
        hint={hint}
        error={deviceError ? t("billing.devicesError", range) : undefined}
      >
        <input
          id="upgrade-devices"
          name="devices"
          type="number"
          inputMode="numeric"
          min={devices.min}
          max={devices.max}
          step={1}
          required
          dir="ltr"
          className={fieldClasses}
          value={deviceText}
          aria-invalid={deviceError ? true : undefined}
          aria-describedby={
            deviceError ? "upgrade-devices-hint upgrade-devices-error" : "upgrade-devices-hint"
          }
          onChange={(event) => {
            setDeviceText(event.target.value);
            if (deviceError) setDeviceError(parseDevices(event.target.value) === null);
          }}
        />
      </FormField>
      {cards.length > 0 ? (
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
            onChange={(event) => setChosenCard(event.target.value)}
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
      ) : (
        <p role="alert" className="text-sm">
          {t("billing.needCard")}{" "}
          <Link
            to="/user-payment"
            className="font-semibold text-blue-700 underline dark:text-blue-300"
          >
            {t("billing.addCardLink")}
          </Link>
        </p>
      )}
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
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={onClose}>
          {t("billing.cancel")}
        </button>
        <button
          type="submit"
          className={buttonClasses("primary")}
          disabled={!cardId || upgrade.isPending}
        >
          {upgrade.isPending ? t("billing.paying") : t("billing.confirmUpgrade")}
        </button>
      </div>
    </form>
  );
}
