/**
 * The workspace settings page (`workspaceSettings`): the asset tag prefix and the maximum API
 * token lifetime (admins change them, every member sees them) and the workspace's quotas.
 * One file per language; each locale imports its file as `workspaceSettings`.
 */
export const enWorkspaceSettings = {
  meta: {
    title: "Workspace settings · Fleetward workspace",
    description:
      "Asset tags, the maximum API token lifetime and what the workspace uses of its quotas.",
  },
  nav: "Settings",
  page: {
    title: "Workspace settings",
    lead: "How this workspace tags its assets, how long API tokens may live, and how much of each quota it uses.",
    viewOnly: "Only the owner and admins change these settings.",
    loadFailed: "The settings could not be loaded.",
  },
  assetTags: {
    title: "Asset tags",
    lead: "Every new asset gets a tag: this prefix and a number of at least five digits. Tags already given stay as they are.",
    prefix: "Tag prefix",
    invalid: "Letters, digits and hyphens, at most 12, such as FW-",
    nextTag: "Next tag",
    preview: "The next asset will be tagged {{tag}}.",
    save: "Save prefix",
    saving: "Saving…",
    saved: "Asset tag prefix saved",
  },
  tokenLifetime: {
    title: "Maximum API token lifetime",
    max: "Longest a new token may live",
    hint: "Lowering it shortens longer tokens to the new maximum, recorded in the history.",
    none: "No limit",
    days: "{{n}} days",
    save: "Save",
    saved: "Maximum token lifetime saved",
  },
  currency: {
    title: "Currency",
    lead: "Asset and licence costs entered without a currency are in this one. Costs already recorded keep their own.",
    label: "Workspace currency",
    hint: "Used for new costs given without a currency.",
    save: "Save currency",
    saved: "Workspace currency saved",
  },
  quotas: {
    title: "Quotas",
    lead: "What this workspace may hold of the service it shares with others. Past a quota, whatever would add more is refused.",
    caption: "The workspace's quotas and what it uses of each",
    day: "Daily quotas count the day {{day}} (UTC).",
    loadFailed: "The quotas could not be loaded.",
    columns: {
      name: "Quota",
      used: "Used",
      share: "Share used",
      past: "Past the quota",
    },
    usedOf: "{{used}} of {{limit}}",
    meter: "{{percent}} used",
    names: {
      devices: "Enrolled devices",
      device_log_bytes_per_day: "Device logs today",
      stored_imports: "Uploaded imports not yet run",
      webhooks: "Webhooks",
      api_tokens: "Working API tokens",
    },
    past: {
      devices: "New devices are refused enrolment.",
      device_log_bytes_per_day: "Logs past the day's quota are dropped.",
      stored_imports: "New uploads are refused. Uploads not run within 24 hours are removed.",
      webhooks: "No more webhooks can be added.",
      api_tokens: "No more tokens can be created; revoked and expired ones do not count.",
    },
    dropped: "{{size}} dropped today.",
  },
};

export type WorkspaceSettingsText = typeof enWorkspaceSettings;
