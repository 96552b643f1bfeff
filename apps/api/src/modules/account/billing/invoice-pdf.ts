import type { InvoiceDetail } from "@fleetward/contracts/billing";
import PDFDocument from "pdfkit";

/*
 * The invoice as a PDF, drawn on the server with pdfkit. It is written in English with the
 * standard Helvetica font (no font files to ship); that font covers Latin-1 and the euro
 * sign, which is enough for the seller's data and most European addresses.
 */

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(cents / 100);
const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

const statusLabel = { paid: "PAID", open: "OPEN", void: "VOID" } as const;

export async function renderInvoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  drawLines(doc, invoice);
  doc
    .moveDown(2)
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#475569")
    .text(
      invoice.status === "paid"
        ? "Paid by card on the date of issue. Thank you for choosing Fleetward."
        : `Please pay by ${day(invoice.due_at)}, quoting ${invoice.number}.`,
      56,
    );
  doc.end();
  return finished;
}

type Doc = InstanceType<typeof PDFDocument>;

function drawHeader(doc: Doc, invoice: InvoiceDetail) {
  doc.font("Helvetica-Bold").fontSize(22).fillColor("#0f172a").text("Fleetward", 56, 56);
  doc.font("Helvetica-Bold").fontSize(16).text(`Invoice ${invoice.number}`, 56, 90);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#334155")
    .text(`Issued: ${day(invoice.issued_at)}`, 56, 116)
    .text(`Due: ${day(invoice.due_at)}`)
    .text(`Status: ${statusLabel[invoice.status]}`);
}

function drawParties(doc: Doc, invoice: InvoiceDetail) {
  const top = 180;
  const address = invoice.billing_address;
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#0f172a").text("From", 56, top);
  doc
    .font("Helvetica")
    .fillColor("#334155")
    .text(
      [invoice.seller.name, ...invoice.seller.address, `VAT ID ${invoice.seller.vat_id}`].join(
        "\n",
      ),
      56,
      top + 16,
      {
        width: 220,
      },
    );
  const buyer = [
    address.company,
    address.name,
    address.street,
    [address.postal_code, address.city].filter(Boolean).join(" ") || null,
    address.country,
    address.email,
  ].filter((line): line is string => Boolean(line));
  doc.font("Helvetica-Bold").fillColor("#0f172a").text("Bill to", 320, top);
  doc
    .font("Helvetica")
    .fillColor("#334155")
    .text(buyer.join("\n"), 320, top + 16, { width: 220 });
}

function drawLines(doc: Doc, invoice: InvoiceDetail) {
  const columns = { description: 56, quantity: 330, unit: 390, amount: 470 };
  let y = 310;
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#475569");
  doc.text("DESCRIPTION", columns.description, y);
  doc.text("QTY", columns.quantity, y, { width: 40, align: "right" });
  doc.text("UNIT PRICE", columns.unit, y, { width: 70, align: "right" });
  doc.text("AMOUNT", columns.amount, y, { width: 70, align: "right" });
  y += 16;
  doc.moveTo(56, y).lineTo(540, y).strokeColor("#cbd5e1").stroke();
  y += 8;
  doc.font("Helvetica").fontSize(10).fillColor("#0f172a");
  for (const line of invoice.lines) {
    doc.text(line.description, columns.description, y, { width: 260 });
    const height = doc.heightOfString(line.description, { width: 260 });
    doc.text(String(line.quantity), columns.quantity, y, { width: 40, align: "right" });
    doc.text(money(line.unit_price_cents, invoice.currency), columns.unit, y, {
      width: 70,
      align: "right",
    });
    doc.text(money(line.amount_cents, invoice.currency), columns.amount, y, {
      width: 70,
      align: "right",
    });
    y += Math.max(height, 14) + 8;
  }
  doc.moveTo(56, y).lineTo(540, y).strokeColor("#cbd5e1").stroke();
  y += 10;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 12 : 10);
    doc.text(label, 300, y, { width: 160, align: "right" });
    doc.text(money(cents, invoice.currency), columns.amount, y, { width: 70, align: "right" });
    y += bold ? 20 : 16;
  };
  total("Subtotal", invoice.subtotal_cents);
  total(`VAT ${invoice.tax_rate}%`, invoice.tax_cents);
  total("Total", invoice.total_cents, true);
  doc.y = y;
}
