import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of each page of a PDF, read by PDF.js (pdfjs-dist) as a viewer would: through the
 * embedded fonts' ToUnicode maps, right-to-left runs given back in reading order.
 */
export async function pdfTextItems(pdf: Uint8Array): Promise<{ str: string; dir: string }[]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  const items: { str: string; dir: string }[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ("str" in item && item.str.trim()) items.push({ str: item.str, dir: item.dir });
    }
  }
  await task.destroy();
  return items;
}

/** Every text item of the PDF, in the order drawn. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  return (await pdfTextItems(pdf)).map((item) => item.str);
}
