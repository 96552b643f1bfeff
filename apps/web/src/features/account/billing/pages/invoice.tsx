import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import {
  downloadInvoicePdf,
  useInvoice,
  useInvoices,
  type InvoiceSummary,
} from "../api/billing-api.ts";
import { AccountHeading } from "../../../../components/account/account-heading.tsx";
import { AccountSection } from "../../../../components/account/account-section.tsx";
import { EmptyState, LoadState } from "../../../../components/load-state.tsx";
import { DocumentIcon } from "../../../../components/account/icons.tsx";
import { formatDate, formatMoney } from "../../../../lib/format.ts";

const headerClasses =
  "px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300";
const cellClasses = "px-4 py-3 text-slate-900 dark:text-slate-100";
const linkClasses =
  "font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300";

function StatusBadge({ status }: { status: InvoiceSummary["status"] }) {
  const { t } = useTranslation();
  const tone =
    status === "paid"
      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`billing.invoiceStatus.${status}`)}
    </span>
  );
}

function DownloadButton({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttonClasses("secondary")}
      aria-label={t("billing.downloadPdfFor", { number: invoice.number })}
      onClick={() => downloadInvoicePdf(invoice).catch((error: unknown) => notifyFailure(error, t))}
    >
      {t("billing.downloadPdf")}
    </button>
  );
}

function InvoiceList() {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices();
  const columns = [
    t("accountArea.invoice.columns.invoice"),
    t("accountArea.invoice.columns.issued"),
    t("accountArea.invoice.columns.amount"),
    t("accountArea.invoice.columns.status"),
  ];
  return (
    <Card title={t("accountArea.invoice.allInvoices")}>
      <LoadState query={invoices}>
        {(data) => (
          <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={headerClasses}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" className={headerClasses}>
                    <span className="sr-only">{t("accountArea.invoice.download")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.items.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length + 1} className="p-4">
                      <EmptyState
                        icon={<DocumentIcon />}
                        title={t("accountArea.invoice.noInvoices")}
                      >
                        {t("accountArea.invoice.noInvoicesText")}
                      </EmptyState>
                    </td>
                  </tr>
                ) : (
                  data.items.map((invoice) => (
                    <tr key={invoice.id} data-testid="invoice-row">
                      <th scope="row" className={`${cellClasses} text-start font-medium`}>
                        <Link to={`/user-invoice?id=${invoice.id}`} className={linkClasses}>
                          {invoice.number}
                        </Link>
                      </th>
                      <td className={cellClasses}>
                        {formatDate(invoice.issued_at, i18n.language)}
                      </td>
                      <td className={cellClasses}>
                        {formatMoney(invoice.total_cents, invoice.currency, i18n.language)}
                      </td>
                      <td className={cellClasses}>
                        <StatusBadge status={invoice.status} />
                      </td>
                      <td className={`${cellClasses} text-end`}>
                        <DownloadButton invoice={invoice} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
      <p className="mt-4 text-sm">
        <Trans
          i18nKey="accountArea.invoice.emailCopy"
          components={{ a: <Link to="/user-notification" className={linkClasses} /> }}
        />
      </p>
    </Card>
  );
}

function InvoiceView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const invoice = useInvoice(id);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  return (
    <LoadState query={invoice}>
      {(data) => (
        <Card title={t("billing.invoiceTitle", { number: data.number })}>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <StatusBadge status={data.status} />
            <span className="text-sm">
              {t("billing.issuedOn", { date: formatDate(data.issued_at, i18n.language) })} ·{" "}
              {t("billing.dueOn", { date: formatDate(data.due_at, i18n.language) })}
            </span>
            <span className="ms-auto">
              <DownloadButton invoice={data} />
            </span>
          </div>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
                {t("billing.from")}
              </h3>
              <p className="mt-1 text-sm whitespace-pre-line">
                {[data.seller.name, ...data.seller.address, data.seller.vat_id].join("\n")}
              </p>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
                {t("billing.billTo")}
              </h3>
              <p className="mt-1 text-sm whitespace-pre-line">
                {[
                  data.billing_address.company,
                  data.billing_address.name,
                  data.billing_address.street,
                  [data.billing_address.postal_code, data.billing_address.city]
                    .filter(Boolean)
                    .join(" "),
                  data.billing_address.country,
                  data.billing_address.email,
                ]
                  .filter(Boolean)
                  .join("\n")}
              </p>
            </div>
          </div>
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className={headerClasses}>
                    {t("billing.lineDescription")}
                  </th>
                  <th scope="col" className={`${headerClasses} text-end`}>
                    {t("billing.lineQuantity")}
                  </th>
                  <th scope="col" className={`${headerClasses} text-end`}>
                    {t("billing.lineUnit")}
                  </th>
                  <th scope="col" className={`${headerClasses} text-end`}>
                    {t("billing.lineAmount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr
                    key={line.description}
                    className="border-b border-slate-200 dark:border-slate-800"
                  >
                    <td className={cellClasses} lang="en">
                      {line.description}
                    </td>
                    <td className={`${cellClasses} text-end`}>{line.quantity}</td>
                    <td className={`${cellClasses} text-end`}>
                      {money(line.unit_price_cents, data.currency)}
                    </td>
                    <td className={`${cellClasses} text-end`}>
                      {money(line.amount_cents, data.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className={`${cellClasses} text-end font-normal`}>
                    {t("billing.subtotal")}
                  </th>
                  <td className={`${cellClasses} text-end`}>
                    {money(data.subtotal_cents, data.currency)}
                  </td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3} className={`${cellClasses} text-end font-normal`}>
                    {t("billing.vat", { rate: data.tax_rate })}
                  </th>
                  <td className={`${cellClasses} text-end`}>
                    {money(data.tax_cents, data.currency)}
                  </td>
                </tr>
                <tr>
                  <th scope="row" colSpan={3} className={`${cellClasses} text-end`}>
                    {t("billing.total")}
                  </th>
                  <td className={`${cellClasses} text-end font-bold`} data-testid="invoice-total">
                    {money(data.total_cents, data.currency)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </Card>
      )}
    </LoadState>
  );
}

export default function InvoicePage() {
  const { t } = useTranslation();
  const page = usePageText("invoice");
  const [params] = useSearchParams();
  const id = params.get("id");
  return (
    <div data-page="invoice" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading title={page.title} lead={t("accountArea.invoice.lead")} />
      <AccountSection id="history" title={t("accountArea.invoice.historySection")}>
        {id ? (
          <>
            <Link to="/user-invoice" className={linkClasses}>
              {t("billing.backToList")}
            </Link>
            <InvoiceView id={id} />
          </>
        ) : (
          <InvoiceList />
        )}
      </AccountSection>
    </div>
  );
}
