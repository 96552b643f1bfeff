/** A subdomain label as trials allow it: lower-case letters, digits and inner hyphens. */
const labelPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Matches a Host header (with or without port) of `{label}.{appHost}`; used as a route constraint. */
export function tenantHostPattern(appHost: string): RegExp {
  const host = appHost.replace(/:\d+$/, "");
  return new RegExp(
    `^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.${escapeRegExp(host)}(?::\\d{1,5})?$`,
    "i",
  );
}

/**
 * Which workspace a request is for: the label of a `{label}.{APP_HOST}` Host first;
 * otherwise the `X-Workspace` header (API clients and tests on the main host). Null when
 * neither names a well-formed label.
 */
export function workspaceLabel(
  hostname: string,
  appHost: string,
  header: string | string[] | undefined,
): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, "");
  const suffix = `.${appHost.replace(/:\d+$/, "")}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    return labelPattern.test(label) ? label : null;
  }
  const named = typeof header === "string" ? header.trim().toLowerCase() : "";
  return labelPattern.test(named) ? named : null;
}
