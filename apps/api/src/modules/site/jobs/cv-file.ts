/*
 * What kind of document a CV is, decided by its bytes alone: the file name and the
 * Content-Type the browser sends are whatever the sender wants them to be.
 */

export type CvKind = "pdf" | "docx";

const pdfMagic = Buffer.from("%PDF-", "latin1");
const zipLocalHeader = 0x04034b50;
const zipCentralHeader = 0x02014b50;
const zipEndOfCentralDirectory = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const maxEndRecordSearch = 22 + 0xffff;

/** `pdf`, `docx`, or undefined for anything else (images, other ZIPs, broken files). */
export function detectCvKind(bytes: Buffer): CvKind | undefined {
  if (bytes.subarray(0, pdfMagic.length).equals(pdfMagic)) return "pdf";
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === zipLocalHeader) {
    return zipEntryNames(bytes)?.includes("word/document.xml") ? "docx" : undefined;
  }
  return undefined;
}

/**
 * The entry names of a ZIP archive, read from its central directory (the authoritative list;
 * local headers can be stale or forged). Undefined when the directory is missing or damaged.
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  const end = findEndOfCentralDirectory(bytes);
  if (end === undefined) return undefined;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (directoryStart + directorySize > end) return undefined;

  const names: string[] = [];
  let offset = directoryStart;
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== zipCentralHeader) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return undefined;
    names.push(bytes.toString("utf8", offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

function findEndOfCentralDirectory(bytes: Buffer): number | undefined {
  const lowest = Math.max(0, bytes.length - maxEndRecordSearch);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === zipEndOfCentralDirectory) return offset;
  }
  return undefined;
}
