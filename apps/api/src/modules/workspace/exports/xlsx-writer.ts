import { once } from "node:events";
import { createRequire } from "node:module";
import type { Writable } from "node:stream";
import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import type { Cell } from "./sources.ts";

/** Rows per chunk compressed: strings of about 100 kB, short-lived and cheap to collect. */
const chunkRows = 100;

/** The theme exceljs writes into every workbook: a constant string of its own. */
const theme = createRequire(import.meta.url)("exceljs/lib/xlsx/xml/theme1.js") as string;

/*
 * XLSX written directly (docs/decisions/0031): the parts exceljs' streaming writer wrote, the
 * same sheet XML cell for cell — strings as `t="str"`, numbers as values, yes/no as `t="b"`,
 * null left out, the bold header (style 1) and the frozen first row — into a zip of our own.
 * exceljs built a row and a cell object per cell and an XML stream per row: 2.7 million cells
 * at 100,000 assets, more time than reading them. Here 100 rows are one string.
 */

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** exceljs' xmlEncode: the five entities, and characters XML 1.0 cannot hold left out. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const needsEncoding = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
const encodings: Record<string, string> = {
  '"': "&quot;",
  "&": "&amp;",
  "'": "&apos;",
  "<": "&lt;",
  ">": "&gt;",
};
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const encodeAll = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
export const xmlText = (text: string) =>
  needsEncoding.test(text) ? text.replace(encodeAll, (char) => encodings[char] ?? "") : text;

/** A, B, … Z, AA, AB, …: the letters of column `index` (0-based). */
function columnLetters(index: number): string {
  let letters = "";
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
  }
  return letters;
}

/** One row as exceljs renders it (`s`: the header's style); nothing when every cell is null. */
function rowXml(letters: readonly string[], number: number, line: readonly Cell[], s = "") {
  const style = s ? ` s="${s}"` : "";
  let xml = `<row r="${number}" spans="1:${line.length}"${s ? ` s="${s}" customFormat="1"` : ""} x14ac:dyDescent="0.25">`;
  for (let index = 0; index < line.length; index++) {
    const cell = line[index];
    if (cell === null || cell === undefined) continue;
    const ref = `${letters[index]}${number}`;
    if (typeof cell === "number") xml += `<c r="${ref}"${style}><v>${cell}</v></c>`;
    else if (typeof cell === "boolean")
      xml += `<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`;
    else xml += `<c r="${ref}"${style} t="str"><v>${xmlText(cell)}</v></c>`;
  }
  // exceljs left out a row without a value (its number still counts).
  return xml.endsWith('x14ac:dyDescent="0.25">') ? "" : `${xml}</row>`;
}

const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const sheetOpen =
  `${xmlHead.trimEnd()}<worksheet xmlns="${main}" xmlns:r="${relationships}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15" outlineLevelRow="0" outlineLevelCol="0" x14ac:dyDescent="55"/><sheetData>';
const sheetClose =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
  '<pageSetup orientation="portrait" horizontalDpi="4294967295" verticalDpi="4294967295" scale="100" fitToWidth="1" fitToHeight="1"/></worksheet>';

const type = (name: string) => `application/vnd.openxmlformats-officedocument.${name}`;
const contentTypesXml =
  `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${type("spreadsheetml.sheet.main+xml")}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type("spreadsheetml.worksheet+xml")}"/>` +
  `<Override PartName="/xl/theme/theme1.xml" ContentType="${type("theme+xml")}"/><Override PartName="/xl/styles.xml" ContentType="${type("spreadsheetml.styles+xml")}"/>` +
  `<Default Extension="vml" ContentType="${type("vmlDrawing")}"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
  `<Override PartName="/docProps/app.xml" ContentType="${type("extended-properties+xml")}"/></Types>`;
const rel = (id: number, kind: string, target: string) =>
  `<Relationship Id="rId${id}" Type="${kind}" Target="${target}"/>`;
const relsXml = (...entries: string[]) =>
  `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${entries.join("")}</Relationships>`;
const packageRels = "http://schemas.openxmlformats.org/package/2006/relationships/metadata";
const rootRels = relsXml(
  rel(1, `${relationships}/officeDocument`, "xl/workbook.xml"),
  rel(2, `${packageRels}/core-properties`, "docProps/core.xml"),
  rel(3, `${relationships}/extended-properties`, "docProps/app.xml"),
);
const workbookRels = relsXml(
  rel(1, `${relationships}/styles`, "styles.xml"),
  rel(2, `${relationships}/theme`, "theme/theme1.xml"),
  rel(3, `${relationships}/worksheet`, "worksheets/sheet1.xml"),
);
const workbookXml = (sheet: string) =>
  `${xmlHead}<workbook xmlns="${main}" xmlns:r="${relationships}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x15" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main"><fileVersion appName="xl" lastEdited="5" lowestEdited="5" rupBuild="9303"/><workbookPr defaultThemeVersion="164011" filterPrivacy="1"/><sheets><sheet sheetId="1" name="${xmlText(sheet)}" state="visible" r:id="rId3"/></sheets><calcPr calcId="171027"/></workbook>`;
const stylesXml = `${xmlHead}<styleSheet xmlns="${main}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac x16r2" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:x16r2="http://schemas.microsoft.com/office/spreadsheetml/2015/02/main"><fonts count="2" x14ac:knownFonts="1"><font><color theme="1"/><family val="2"/><scheme val="minor"/><sz val="11"/><name val="Calibri"/></font><font><b/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/><extLst><ext uri="{EB79DEF2-80B8-43e5-95BD-54CBDDF9020C}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main"><x14:slicerStyles defaultSlicerStyle="SlicerStyleLight1"/></ext><ext uri="{9260A510-F301-46a8-8635-F512D64BE5F5}" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main"><x15:timelineStyles defaultTimelineStyle="TimeSlicerStyleLight1"/></ext></extLst></styleSheet>`;
const appXml = (sheet: string) =>
  `${xmlHead}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>${xmlText(sheet)}</vt:lpstr></vt:vector></TitlesOfParts><Company></Company><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion></Properties>`;
const coreXml = (now: Date) => {
  const at = now.toISOString().replace(/[.]\d{3}/, "");
  return `${xmlHead}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>ExcelJS</dc:creator><cp:lastModifiedBy>ExcelJS</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`;
};

/** A zip entry as written: where its header starts, and what the central directory repeats. */
type Entry = { name: Buffer; offset: number; crc: number; size: number; compressed: number };

/** The DOS time and date of a zip entry (local time, as zip tools write it). */
const dosStamp = (now: Date) => ({
  time: (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1),
  date: ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
});

type Stamp = ReturnType<typeof dosStamp>;

/** An entry's local header: deflated, sizes in the descriptor after the data, UTF-8 name. */
function localHeader(name: Buffer, stamp: Stamp) {
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(0x0808, 6);
  head.writeUInt16LE(8, 8);
  head.writeUInt16LE(stamp.time, 10);
  head.writeUInt16LE(stamp.date, 12);
  head.writeUInt16LE(name.length, 26);
  return Buffer.concat([head, name]);
}

function dataDescriptor(entry: Entry) {
  const tail = Buffer.alloc(16);
  tail.writeUInt32LE(0x08074b50, 0);
  tail.writeUInt32LE(entry.crc, 4);
  tail.writeUInt32LE(entry.compressed, 8);
  tail.writeUInt32LE(entry.size, 12);
  return tail;
}

/** The central directory and its end record, written after the entries at `start`. */
function centralDirectory(entries: readonly Entry[], stamp: Stamp, start: number) {
  const records = entries.map((entry) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0808, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt16LE(stamp.time, 12);
    record.writeUInt16LE(stamp.date, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entry.name]);
  });
  const size = records.reduce((sum, record) => sum + record.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([...records, end]);
}

/**
 * A streaming zip (deflate, sizes in a data descriptor after each entry, no ZIP64: an
 * export stays far below 4 GB), written to `out` with its backpressure respected.
 */
function zipWriter(out: Writable, now: Date) {
  const entries: Entry[] = [];
  const stamp = dosStamp(now);
  let offset = 0;
  // A download the client dropped destroys `out` without an error: no 'drain' ever comes, so
  // every wait ends on its close, and the rows' read behind `fill` is released.
  const closed = new AbortController();
  out.once("close", () => closed.abort(new Error("the download was closed before its end")));
  const { signal } = closed;
  const event = (emitter: NodeJS.EventEmitter, name: string) =>
    once(emitter, name, { signal }).catch((error: unknown) => {
      throw signal.aborted ? signal.reason : error;
    });
  const write = async (chunk: Buffer) => {
    signal.throwIfAborted();
    offset += chunk.length;
    if (!out.write(chunk)) await event(out, "drain");
  };
  return {
    /** A small part, compressed at once. */
    async file(path: string, text: string) {
      const name = Buffer.from(path);
      const data = Buffer.from(text);
      const body = deflateRawSync(data);
      const entry = { name, offset, crc: crc32(data), size: data.length, compressed: body.length };
      entries.push(entry);
      await write(localHeader(name, stamp));
      await write(body);
      await write(dataDescriptor(entry));
    },
    /** A large part, compressed as it is written: `fill` gets its write function. */
    async stream(path: string, fill: (add: (text: string) => Promise<void>) => Promise<void>) {
      const name = Buffer.from(path);
      const entry = { name, offset, crc: 0, size: 0, compressed: 0 };
      entries.push(entry);
      await write(localHeader(name, stamp));
      const deflate = createDeflateRaw();
      deflate.on("data", (chunk: Buffer) => {
        entry.compressed += chunk.length;
        offset += chunk.length;
        if (!out.write(chunk)) deflate.pause();
      });
      const resume = () => deflate.resume();
      out.on("drain", resume);
      try {
        await fill(async (text) => {
          const data = Buffer.from(text);
          entry.crc = crc32(data, entry.crc);
          entry.size += data.length;
          signal.throwIfAborted();
          if (!deflate.write(data)) await event(deflate, "drain");
        });
        const ended = event(deflate, "end");
        deflate.end();
        await ended;
      } finally {
        out.off("drain", resume);
        if (signal.aborted) deflate.destroy();
      }
      await write(dataDescriptor(entry));
    },
    end: () => write(centralDirectory(entries, stamp, offset)),
  };
}

/**
 * The workbook: one sheet named `sheet`, the headers in bold and frozen, then every line.
 * Every 100 rows are one string handed to the compressor.
 */
export async function writeXlsx(
  out: Writable,
  sheet: string,
  headers: readonly string[],
  lines: AsyncIterable<Cell[][]>,
  now: Date,
): Promise<void> {
  const zip = zipWriter(out, now);
  const width = Math.max(headers.length, 1);
  const letters = Array.from({ length: width }, (_, index) => columnLetters(index));
  await zip.file("[Content_Types].xml", contentTypesXml);
  await zip.file("_rels/.rels", rootRels);
  await zip.file("docProps/app.xml", appXml(sheet));
  await zip.file("docProps/core.xml", coreXml(now));
  await zip.file("xl/workbook.xml", workbookXml(sheet));
  await zip.file("xl/_rels/workbook.xml.rels", workbookRels);
  await zip.file("xl/styles.xml", stylesXml);
  await zip.file("xl/theme/theme1.xml", theme);
  await zip.stream("xl/worksheets/sheet1.xml", async (add) => {
    await add(sheetOpen + rowXml(letters, 1, headers, "1"));
    let number = 1;
    for await (const batch of lines) {
      for (let start = 0; start < batch.length; start += chunkRows) {
        let xml = "";
        for (const line of batch.slice(start, start + chunkRows)) {
          xml += rowXml(letters, ++number, line);
        }
        await add(xml);
      }
    }
    await add(sheetClose);
  });
  await zip.end();
  out.end();
}
