type ParamValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/**
 * Trims text and drops empty values (missing, blank text, empty lists), so equal filters always
 * make equal query keys and equal URLs.
 */
export function cleanParams<Params extends Record<string, ParamValue>>(params: Params): Params {
  const clean: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(params)) {
    const kept = typeof value === "string" ? value.trim() : value;
    if (kept === undefined || kept === null || kept === "") continue;
    if (Array.isArray(kept)) {
      if (kept.length > 0) clean[name] = [...kept];
    } else clean[name] = kept;
  }
  return clean as Params;
}
