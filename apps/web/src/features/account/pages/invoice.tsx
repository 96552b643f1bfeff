import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { PageMeta } from "../../../components/page-meta.tsx";
import { usePageText } from "../../../hooks/use-page-text.ts";
import { AccountHeading } from "../components/account-heading.tsx";
import { AccountSection } from "../components/account-section.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { DocumentIcon } from "../components/icons.tsx";

const columns = ["Invoice", "Issued", "Billing period", "Devices", "Amount", "Status"];

const headerClasses =
  "px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300";

export default function InvoicePage() {
  const page = usePageText("invoice");
  return (
    <div data-page="invoice" className="space-y-10">
      <PageMeta title={page.title} description={page.description} />
      <AccountHeading
        title={page.title}
        lead="Every invoice for your Fleetward plan, with the devices it covers, ready to download as PDF."
      />
      <AccountSection id="history" title="Invoice history">
        <Card title="All invoices">
          <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={headerClasses}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" className={headerClasses}>
                    <span className="sr-only">Download</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td colSpan={columns.length + 1} className="p-4">
                    <EmptyState icon={<DocumentIcon />} title="No invoices yet">
                      The trial is free, so there is nothing to bill. Your first invoice appears
                      here once you move to a paid plan.
                    </EmptyState>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm">
            Want a copy of each invoice by e-mail? Turn on invoice e-mails under{" "}
            <Link
              to="/user-notification"
              className="font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
            >
              Notifications
            </Link>
            .
          </p>
        </Card>
      </AccountSection>
    </div>
  );
}
