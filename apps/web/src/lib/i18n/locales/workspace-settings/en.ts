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
  scim: {
    title: "SCIM provisioning",
    lead: "Let Microsoft Entra ID or Okta keep this workspace's people in step with your directory. Paste the base URL and the token into the identity provider. Turning someone off there marks them as left here, ends their membership and lists what they hold to collect.",
    loadFailed: "The SCIM settings could not be loaded.",
    baseUrl: "Base URL (tenant URL)",
    token: "Token",
    noToken: "No token yet: provisioning is off.",
    create: "Create token",
    rotate: "Rotate token",
    revoke: "Revoke token",
    revokeConfirm: "Revoke the SCIM token? Provisioning stops until you create a new one.",
    revoked: "SCIM token revoked",
    createdTitle: "Your new SCIM token",
    once: "Copy it now: it is shown this once. The token before it no longer works.",
    secret: "Secret token",
    done: "Done",
    mappingsTitle: "Groups that grant a role",
    mappingsLead:
      "Members of a mapped group who have a Fleetward account with the same e-mail become members with that role; the highest role wins.",
    noMappings: "No group is mapped: provisioned people stay in the register without membership.",
    group: "Group (display name)",
    role: "Role",
    addMapping: "Add group",
    removeMapping: "Remove",
    saveMappings: "Save groups",
    saving: "Saving…",
    mappingsSaved: "Group mapping saved",
    duplicateGroup: "Each group may be mapped once.",
    roles: {
      viewer: "Viewer",
      technician: "Technician",
      admin: "Admin",
    },
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
