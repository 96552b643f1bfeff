// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import type { CSSProperties } from "react";
import { EmailButton, EmailLayout, colors, styles } from "./email-layout.tsx";

export type InvoiceLine = { description: string; quantity: number; unitPriceCents: number };

export type InvoiceEmailProps = {
  recipientName: string;
  companyName: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  billingPeriod: string;
  currency: string;
  lines: readonly InvoiceLine[];
  /** VAT as a percentage, e.g. 21. Zero for reverse-charge customers. */
  vatPercent: number;
  invoiceUrl: string;
};

export const invoiceSubject = (props: Pick<InvoiceEmailProps, "invoiceNumber">): string =>
  `Your Fleetward invoice ${props.invoiceNumber}`;

export const sampleProps: InvoiceEmailProps = {
  recipientName: "Alex Morgan",
  companyName: "Acme Engineering GmbH",
  invoiceNumber: "FW-2025-004817",
  issueDate: "1 June 2025",
  dueDate: "15 June 2025",
  billingPeriod: "May 2025",
  currency: "EUR",
  lines: [
    {
      description: "Fleetward Business — devices (highest count in May 2025)",
      quantity: 148,
      unitPriceCents: 400,
    },
  ],
  vatPercent: 19,
  invoiceUrl: "https://fleetward.com/user-invoice?number=FW-2025-004817",
};

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency }).format(cents / 100);
}

export function invoiceTotals(lines: readonly InvoiceLine[], vatPercent: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const vat = Math.round((subtotal * vatPercent) / 100);
  return { subtotal, vat, total: subtotal + vat };
}

const th: CSSProperties = {
  padding: "8px 0",
  fontSize: "12px",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: colors.muted,
  borderBottom: `1px solid ${colors.border}`,
};
const td: CSSProperties = {
  padding: "10px 0",
  fontSize: "14px",
  color: colors.text,
  borderBottom: `1px solid ${colors.border}`,
};
const end: CSSProperties = { textAlign: "right" };

function LinesTable({
  lines,
  currency,
  vatPercent,
}: Pick<InvoiceEmailProps, "lines" | "currency" | "vatPercent">) {
  const totals = invoiceTotals(lines, vatPercent);
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: "0 0 24px", borderCollapse: "collapse" }}
    >
      <thead>
        <tr>
          <th scope="col" style={{ ...th, textAlign: "left" }}>
            Description
          </th>
          <th scope="col" style={{ ...th, ...end }}>
            Qty
          </th>
          <th scope="col" style={{ ...th, ...end }}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.description}>
            <td style={td}>
              {line.description}
              <br />
              <span style={{ color: colors.muted, fontSize: "13px" }}>
                {money(line.unitPriceCents, currency)} each
              </span>
            </td>
            <td style={{ ...td, ...end }}>{line.quantity}</td>
            <td style={{ ...td, ...end }}>
              {money(line.quantity * line.unitPriceCents, currency)}
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={2} style={{ ...td, ...end }}>
            Subtotal
          </td>
          <td style={{ ...td, ...end }}>{money(totals.subtotal, currency)}</td>
        </tr>
        <tr>
          <td colSpan={2} style={{ ...td, ...end }}>
            VAT {vatPercent}%
          </td>
          <td style={{ ...td, ...end }}>{money(totals.vat, currency)}</td>
        </tr>
        <tr>
          <th
            scope="row"
            colSpan={2}
            style={{ ...td, ...end, color: colors.heading, borderBottom: "none" }}
          >
            Total due
          </th>
          <td
            style={{
              ...td,
              ...end,
              color: colors.heading,
              fontWeight: 700,
              fontSize: "16px",
              borderBottom: "none",
            }}
          >
            {money(totals.total, currency)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Sent on the first day of each month for the month before, with the invoice attached as a PDF. */
export function InvoiceEmail(props: InvoiceEmailProps) {
  const total = invoiceTotals(props.lines, props.vatPercent).total;
  return (
    <EmailLayout
      preheader={`Invoice ${props.invoiceNumber}: ${money(total, props.currency)} due on ${props.dueDate}.`}
      reason={`You received this e-mail because you are a billing contact for ${props.companyName}.`}
    >
      <h1 style={styles.heading}>Invoice {props.invoiceNumber}</h1>
      <p style={styles.paragraph}>Hi {props.recipientName},</p>
      <p style={styles.paragraph}>
        Here is the invoice for {props.companyName} for {props.billingPeriod}. The PDF is attached
        and is also available in your account.
      </p>
      <p style={{ ...styles.small, color: colors.text }}>
        Issued {props.issueDate} · Due {props.dueDate}
      </p>
      <LinesTable lines={props.lines} currency={props.currency} vatPercent={props.vatPercent} />
      <EmailButton href={props.invoiceUrl}>View and pay invoice</EmailButton>
      <p style={styles.small}>
        Paying by card? Nothing to do: we charge the card on file on the due date. Questions about
        this invoice? Reply to this e-mail and our billing team will answer within one business day.
      </p>
    </EmailLayout>
  );
}
