/**
 * Workspaces live on sub-domains of the host that serves this site (APP_HOST on the server),
 * so the browser's own host name is the right suffix.
 */
export function appHost(): string {
  return typeof window === "undefined" ? "" : window.location.hostname;
}

export function appUrl(app: string, host = appHost()): string {
  return `https://${app}.${host}`;
}
