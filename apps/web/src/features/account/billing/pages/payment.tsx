import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  useMakeDefaultPaymentMethod,
  usePaymentMethods,
  useRemovePaymentMethod,
  type PaymentMethod,
} from "../api/billing-api.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { AddCardForm } from "../components/add-card-form.tsx";
import { EmptyState, LoadState } from "../../../../components/load-state.tsx";
import { CardIcon } from "../../../../components/account/icons.tsx";
import { TestModeBanner } from "../components/test-mode-banner.tsx";
import { brandNames, expiryLabel } from "../lib/card-label.ts";

function SavedCard({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const remove = useRemovePaymentMethod();
  const makeDefault = useMakeDefaultPaymentMethod();
  const label = t("billing.cardSummary", {
    brand: brandNames[method.brand] ?? t("billing.brandUnknown"),
    last4: method.last4,
  });
  const busy = remove.isPending || makeDefault.isPending;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="saved-card">
      <span className="text-blue-700 dark:text-blue-300">
        <CardIcon />
      </span>
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">{label}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {method.holder} ·{" "}
          {t("billing.expires", { date: expiryLabel(method.exp_month, method.exp_year) })}
        </p>
      </div>
      {method.is_default ? (
        <span className="ms-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {t("billing.defaultBadge")}
        </span>
      ) : (
        <button
          type="button"
          className={buttonClasses("secondary", "ms-auto")}
          disabled={busy}
          aria-label={t("billing.makeDefaultFor", { card: label })}
          onClick={() =>
            makeDefault.mutate(method.id, {
              onSuccess: () => showNotice({ kind: "success", title: t("billing.defaultChanged") }),
              onError: (error) => notifyFailure(error, t),
            })
          }
        >
          {t("billing.makeDefault")}
        </button>
      )}
      <button
        type="button"
        className={buttonClasses("ghost")}
        disabled={busy}
        aria-label={t("billing.removeCard", { card: label })}
        onClick={() =>
          remove.mutate(method.id, {
            onSuccess: () => showNotice({ kind: "success", title: t("billing.cardRemoved") }),
            onError: (error) => notifyFailure(error, t),
          })
        }
      >
        {t("billing.remove")}
      </button>
    </li>
  );
}

export default function PaymentPage() {
  const { t } = useTranslation();
  const page = usePageText("payment");
  const methods = usePaymentMethods();
  return (
    <div data-page="payment" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.payment.lead")} />
      {methods.data?.test_mode !== false ? <TestModeBanner showCards /> : null}
      <AccountSection id="methods" title={t("accountArea.payment.methodsSection")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title={t("accountArea.payment.savedMethods")}>
            <LoadState query={methods}>
              {(data) =>
                data.items.length === 0 ? (
                  <EmptyState icon={<CardIcon />} title={t("accountArea.payment.noMethod")}>
                    {t("accountArea.payment.noMethodText")}
                  </EmptyState>
                ) : (
                  <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                    {data.items.map((method) => (
                      <SavedCard key={method.id} method={method} />
                    ))}
                  </ul>
                )
              }
            </LoadState>
          </Card>
          <Card title={t("accountArea.payment.addCard")}>
            <AddCardForm />
          </Card>
        </div>
      </AccountSection>
    </div>
  );
}
