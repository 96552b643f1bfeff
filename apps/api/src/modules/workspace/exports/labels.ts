import type { LabelFormat } from "@fleetward/contracts/workspace-exports";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import {
  directionOf,
  drawLine,
  lineWidth,
  registerLabelFonts,
  wrapLines,
  type FontChain,
  type LabelFontOptions,
  type LabelFonts,
} from "./label-text.ts";

/*
 * Asset labels as a printable PDF (pdfkit), each with a QR code (qrcode) drawn as vector
 * squares — sharp at any printer resolution — that opens the asset's page on the workspace
 * host, its asset tag and its name. The QR code is also a link in the PDF itself. Text is set
 * in an embedded Unicode font, right-to-left scripts included, CJK when the machine has a CJK font
 * (label-text.ts).
 */

export type Label = { assetTag: string; name: string; url: string };

const mm = (value: number) => (value * 72) / 25.4;

type Sheet = {
  size: [number, number];
  columns: number;
  rows: number;
  /** Top-left of the first label, the label's size and the distance to the next one. */
  left: number;
  top: number;
  width: number;
  height: number;
  pitchX: number;
  pitchY: number;
};

/** Manufacturers' templates: Avery L7651 (A4, 5 × 13), Avery 5160 (US Letter, 3 × 10), a roll. */
export const sheets: Record<LabelFormat, Sheet> = {
  "avery-l7651": {
    size: [mm(210), mm(297)],
    columns: 5,
    rows: 13,
    left: mm(4.75),
    top: mm(10.7),
    width: mm(38.1),
    height: mm(21.2),
    pitchX: mm(40.6),
    pitchY: mm(21.2),
  },
  "avery-5160": {
    size: [612, 792],
    columns: 3,
    rows: 10,
    left: 13.5,
    top: 36,
    width: 189,
    height: 72,
    pitchX: 198,
    pitchY: 72,
  },
  "roll-57x32": {
    size: [mm(57), mm(32)],
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    width: mm(57),
    height: mm(32),
    pitchX: mm(57),
    pitchY: mm(32),
  },
};

type Doc = InstanceType<typeof PDFDocument>;

function drawQr(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  // A quiet zone of two modules each side keeps scanners happy next to the text.
  const unit = size / (modules.size + 4);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + 2) * unit, y + (row + 2) * unit, unit, unit);
      }
    }
  }
  doc.fill("#000000");
  doc.link(x, y, size, size, url);
}

/** The tag's font size: as large as the label allows, smaller when a long tag needs it. */
function tagSizeFor(doc: Doc, bold: FontChain, tag: string, width: number, height: number) {
  const largest = Math.max(6, Math.min(12, height / 5));
  const measured = lineWidth(doc, bold, largest, tag);
  return measured > width ? Math.max(4, (largest * width) / measured) : largest;
}

function drawLabel(
  doc: Doc,
  fonts: LabelFonts,
  sheet: Sheet,
  label: Label,
  at: { x: number; y: number },
) {
  const { x, y } = at;
  const pad = Math.min(mm(1.5), sheet.height * 0.06);
  const qrSize = sheet.height - 2 * pad;
  drawQr(doc, label.url, x + pad, y + pad, qrSize);
  const textX = x + pad + qrSize + pad;
  const textWidth = x + sheet.width - pad - textX;
  const tagSize = tagSizeFor(doc, fonts.bold, label.assetTag, textWidth, sheet.height);
  const top = y + pad * 2;
  doc.fillColor("#000000");
  drawLine(doc, fonts.bold, tagSize, label.assetTag, { x: textX, y: top, width: textWidth });
  const nameSize = Math.max(4, Math.min(tagSize, sheet.height / 7));
  const nameTop = top + tagSize * 1.3;
  const lineHeight = nameSize * 1.2;
  const room = Math.max(1, Math.floor((y + sheet.height - pad - nameTop) / lineHeight));
  const direction = directionOf(label.name);
  wrapLines(doc, fonts.regular, nameSize, label.name, textWidth, room).forEach((line, index) => {
    drawLine(doc, fonts.regular, nameSize, line, {
      x: textX,
      y: nameTop + index * lineHeight,
      width: textWidth,
      direction,
    });
  });
}

/**
 * The labels in order, filling each sheet row by row; a new page when one is full. `fontOptions`:
 * the fallback fonts (LABEL_FONT_FALLBACKS) and where to warn about them.
 */
export async function renderLabels(
  format: LabelFormat,
  labels: readonly Label[],
  title: string,
  fontOptions: LabelFontOptions,
): Promise<Buffer> {
  const sheet = sheets[format];
  const doc = new PDFDocument({ size: sheet.size, margin: 0, autoFirstPage: false });
  doc.info.Title = title;
  const fonts = registerLabelFonts(doc, fontOptions);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const perPage = sheet.columns * sheet.rows;
  labels.forEach((label, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size: sheet.size, margin: 0 });
    const x = sheet.left + (slot % sheet.columns) * sheet.pitchX;
    const y = sheet.top + Math.floor(slot / sheet.columns) * sheet.pitchY;
    drawLabel(doc, fonts, sheet, label, { x, y });
  });
  doc.end();
  return finished;
}
