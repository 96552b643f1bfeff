// Automatic JSX runtime, so the API can render these through tsx without any tsconfig of its own.
/** @jsxRuntime automatic */
import { invoiceTotals, type InvoiceLine } from "@fleetward/contracts/invoice-totals";
import type { CSSProperties } from "react";
import { EmailButton, EmailLayout, Greeting, colors, styles } from "./email-layout.tsx";
import { formatDate, formatMoney, formatMonth } from "./format.ts";
import { emailDir, emailStrings, interpolate } from "./i18n.ts";

export type { InvoiceLine };

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
  /** The recipient's language, one of the 16 interface languages; English when unknown. */
  locale?: string;
};

export const invoiceSubject = (
  props: Pick<InvoiceEmailProps, "invoiceNumber" | "locale">,
): string =>
  interpolate(emailStrings(props.locale ?? "en").invoice.subject, { number: props.invoiceNumber });

/** The sample data of the preview page, in `locale`. */
export function samplePropsFor(locale: string): InvoiceEmailProps {
  const period = formatMonth(new Date("2025-05-01T00:00:00Z"), locale);
  return {
    recipientName: "Alex Morgan",
    companyName: "Acme Engineering GmbH",
    invoiceNumber: "FW-2025-004817",
    issueDate: formatDate(new Date("2025-06-01T00:00:00Z"), locale),
    dueDate: formatDate(new Date("2025-06-15T00:00:00Z"), locale),
    billingPeriod: period,
    currency: "EUR",
    lines: [
      {
        description: interpolate(emailStrings(locale).sample.invoiceLine, { period }),
        quantity: 148,
        unitPriceCents: 400,
      },
    ],
    vatPercent: 19,
    invoiceUrl: "https://fleetward.com/user-invoice?number=FW-2025-004817",
    locale,
  };
}

export const sampleProps: InvoiceEmailProps = samplePropsFor("en");

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

/** Physical sides: many mail clients ignore `start`/`end`. Amounts sit at the line's end. */
function sidesOf(locale: string): { start: CSSProperties; end: CSSProperties } {
  const rtl = emailDir(locale) === "rtl";
  return {
    start: { textAlign: rtl ? "right" : "left" },
    end: { textAlign: rtl ? "left" : "right" },
  };
}

/** One invoice line: what, its unit price, how many, and the amount. */
function LineRow({
  line,
  currency,
  locale,
}: {
  line: InvoiceLine;
  currency: string;
  locale: string;
}) {
  const t = emailStrings(locale).invoice;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const { start, end } = sidesOf(locale);
  return (
    <tr>
      <td style={{ ...td, ...start }}>
        {line.description}
        <br />
        <span style={{ color: colors.muted, fontSize: "13px" }}>
          {interpolate(t.unitPrice, { price: money(line.unitPriceCents) })}
        </span>
      </td>
      <td style={{ ...td, ...end }}>{line.quantity}</td>
      <td style={{ ...td, ...end }}>{money(line.quantity * line.unitPriceCents)}</td>
    </tr>
  );
}

function LinesTable({
  lines,
  currency,
  vatPercent,
  locale,
}: Pick<InvoiceEmailProps, "lines" | "currency" | "vatPercent"> & { locale: string }) {
  const totals = invoiceTotals(lines, vatPercent);
  const t = emailStrings(locale).invoice;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const { start, end } = sidesOf(locale);
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: "0 0 24px", borderCollapse: "collapse" }}
    >
      <thead>
        <tr>
          <th scope="col" style={{ ...th, ...start }}>
            {t.description}
          </th>
          <th scope="col" style={{ ...th, ...end }}>
            {t.quantity}
          </th>
          <th scope="col" style={{ ...th, ...end }}>
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <LineRow key={line.description} line={line} currency={currency} locale={locale} />
        ))}
        <tr>
          <td colSpan={2} style={{ ...td, ...end }}>
            {t.subtotal}
          </td>
          <td style={{ ...td, ...end }}>{money(totals.subtotal)}</td>
        </tr>
        <tr>
          <td colSpan={2} style={{ ...td, ...end }}>
            {interpolate(t.vat, { percent: vatPercent })}
          </td>
          <td style={{ ...td, ...end }}>{money(totals.vat)}</td>
        </tr>
        <tr>
          <th
            scope="row"
            colSpan={2}
            style={{ ...td, ...end, color: colors.heading, borderBottom: "none" }}
          >
            {t.total}
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
            {money(totals.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Sent on the first day of each month for the month before, with the invoice attached as a PDF. */
export function InvoiceEmail(props: InvoiceEmailProps) {
  const locale = props.locale ?? "en";
  const t = emailStrings(locale).invoice;
  const total = invoiceTotals(props.lines, props.vatPercent).total;
  return (
    <EmailLayout
      preheader={interpolate(t.preheader, {
        number: props.invoiceNumber,
        total: formatMoney(total, props.currency, locale),
        date: props.dueDate,
      })}
      reason={interpolate(t.reason, { company: props.companyName })}
      locale={locale}
    >
      <h1 style={styles.heading}>{interpolate(t.heading, { number: props.invoiceNumber })}</h1>
      <Greeting name={props.recipientName} locale={locale} />
      <p style={styles.paragraph}>
        {interpolate(t.intro, { company: props.companyName, period: props.billingPeriod })}
      </p>
      <p style={{ ...styles.small, color: colors.text }}>
        {interpolate(t.issued, { date: props.issueDate })} ·{" "}
        {interpolate(t.due, { date: props.dueDate })}
      </p>
      <LinesTable
        lines={props.lines}
        currency={props.currency}
        vatPercent={props.vatPercent}
        locale={locale}
      />
      <EmailButton href={props.invoiceUrl}>{t.button}</EmailButton>
      <p style={styles.small}>{t.payment}</p>
    </EmailLayout>
  );
}
