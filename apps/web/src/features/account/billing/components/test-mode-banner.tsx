import { useTranslation } from "react-i18next";

/** Says plainly that no real money moves while the built-in test provider handles payments. */
export function TestModeBanner({ showCards = false }: { showCards?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      data-testid="test-mode"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <strong className="me-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 dark:bg-amber-800 dark:text-amber-50">
          {t("billing.testMode")}
        </strong>
        {t("billing.testModeText")}
      </p>
      {showCards ? (
        <>
          <p className="mt-3 font-semibold">{t("billing.testCardsTitle")}</p>
          <ul className="mt-1 space-y-1">
            {testCardList.map((card) => (
              <li key={card.number}>
                <code className="font-mono" dir="ltr">
                  {card.number}
                </code>{" "}
                — {card.brand},{" "}
                {card.declined ? t("billing.testCardDeclined") : t("billing.testCardApproved")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

// The numbers of the contract's `testCards`, repeated here so this banner does not pull zod in.
const testCardList = [
  { number: "4242 4242 4242 4242", brand: "Visa", declined: false },
  { number: "5555 5555 5555 4444", brand: "Mastercard", declined: false },
  { number: "3782 822463 10005", brand: "American Express", declined: false },
  { number: "4000 0000 0000 0002", brand: "Visa", declined: true },
];
