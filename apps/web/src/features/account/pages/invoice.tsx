import type { ParseKeys } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { DocumentIcon } from "../components/icons.tsx";

const columns: readonly ParseKeys[] = [
  "accountArea.invoice.columns.invoice",
  "accountArea.invoice.columns.issued",
  "accountArea.invoice.columns.billingPeriod",
  "accountArea.invoice.columns.devices",
  "accountArea.invoice.columns.amount",
  "accountArea.invoice.columns.status",
];

const headerClasses =
  "px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300";

export default function InvoicePage() {
  const { t } = useTranslation();
  const page = usePageText("invoice");
  return (
    <div data-page="invoice" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.invoice.lead")} />
      <AccountSection id="history" title={t("accountArea.invoice.historySection")}>
        <Card title={t("accountArea.invoice.allInvoices")}>
          <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={headerClasses}>
                      {t(column)}
                    </th>
                  ))}
                  <th scope="col" className={headerClasses}>
                    <span className="sr-only">{t("accountArea.invoice.download")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td colSpan={columns.length + 1} className="p-4">
                    <EmptyState icon={<DocumentIcon />} title={t("accountArea.invoice.noInvoices")}>
                      {t("accountArea.invoice.noInvoicesText")}
                    </EmptyState>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm">
            <Trans
              i18nKey="accountArea.invoice.emailCopy"
              components={{
                a: (
                  <Link
                    to="/user-notification"
                    className="font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
                  />
                ),
              }}
            />
          </p>
        </Card>
      </AccountSection>
    </div>
  );
}
