/** Only same-site paths may come back from `?redirect=`: never another origin (`//evil.example`). */
export function safeRedirectPath(value: string | null, fallback = "/user-profile"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return fallback;
  return value;
}
