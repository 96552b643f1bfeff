/*
 * What osquery's system_info says, in the words of a register (ADR 0041): the manufacturer a
 * person would type for `hardware_vendor`, and a category guessed from `hardware_model`.
 */

const vendors: [RegExp, string][] = [
  [/^dell\b/i, "Dell"],
  [/^apple\b/i, "Apple"],
  [/^lenovo\b/i, "Lenovo"],
  [/^(hp|hewlett[- ]?packard)\b/i, "HP"],
  [/^microsoft\b/i, "Microsoft"],
  [/^asus(tek)?\b/i, "ASUS"],
  [/^acer\b/i, "Acer"],
  [/^samsung\b/i, "Samsung"],
  [/^fujitsu\b/i, "Fujitsu"],
  [/^framework\b/i, "Framework"],
  [/^vmware\b/i, "VMware"],
  [/^(innotek|oracle)\b/i, "Oracle"],
  [/^qemu\b/i, "QEMU"],
];

/** "Dell Inc." → "Dell", "LENOVO" → "Lenovo"; others lose a trailing "Inc.", "Corp." etc. */
export function manufacturerName(vendor: string | null): string | null {
  const text = vendor?.trim();
  if (!text) return null;
  const known = vendors.find(([pattern]) => pattern.test(text));
  if (known) return known[1];
  const plain = text.replace(/[,.]?\s+(inc|corp|corporation|co|ltd|gmbh|llc)\b.*$/i, "").trim();
  return plain || text;
}

const virtual = /virtual|vmware|qemu|kvm|hyper-v|virtualbox|standard pc/i;
const laptop =
  /book|latitude|thinkpad|elitebook|probook|xps|zenbook|vivobook|inspiron|surface (laptop|book|pro|go)|yoga|spectre|envy|swift|aspire|travelmate|ideapad|framework laptop|precision \d{4}/i;
const desktop =
  /optiplex|imac|mac ?mini|mac ?pro|mac ?studio|thinkcentre|elitedesk|prodesk|tower|desktop|workstation|nuc/i;

/** The category names a model suggests, the preferred first; an existing one is used as is. */
export function categoryNames(model: string | null): string[] {
  const text = model ?? "";
  if (virtual.test(text)) return ["Virtual machines", "Virtual machine", "VMs"];
  if (laptop.test(text)) return ["Laptops", "Laptop", "Notebooks", "Notebook"];
  if (desktop.test(text)) return ["Desktops", "Desktop", "Computers"];
  return ["Computers", "Computer"];
}
