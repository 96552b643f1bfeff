/**
 * The API tokens page (`apiTokens`): admins create workspace API tokens (the secret shown once),
 * list and revoke them. One section in its own file per language, like `custom-fields/`.
 */
export const enApiTokens = {
  meta: {
    title: "API tokens · Fleetward workspace",
    description: "Tokens that let scripts and other tools use this workspace's API.",
  },
  nav: "API tokens",
  page: {
    title: "API tokens",
    lead: "Scripts, MDMs and other tools call the same workspace API with a token instead of a sign-in. A read token sees what a viewer sees; a write token may also change assets, people and licences, like a technician. Tokens never manage members, settings or other tokens.",
    adminsOnly: "Only the owner and admins manage API tokens. Ask one of them if you need one.",
    docs: "Send it as “Authorization: Bearer fwk_…”; every call is described at",
    loadFailed: "The API tokens could not be loaded.",
  },
  scopes: {
    read: "Read (as a viewer)",
    write: "Read and write (as a technician)",
  },
  form: {
    title: "New token",
    name: "Name",
    scope: "Scope",
    expiry: "Expires",
    never: "Never",
    days: "In {{n}} days",
    submit: "Create token",
    sending: "Creating…",
  },
  policy: {
    summary: "Maximum token lifetime: {{days}}",
    none: "no limit",
    days: "{{n}} days",
    change: "change in Settings",
  },
  created: {
    title: "Token “{{name}}” created",
    once: "Copy it now: this is the only time it is shown. Keep it like a password.",
    secret: "The new token",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Could not copy; select the token and copy it by hand.",
    done: "Done",
  },
  list: {
    caption: "API tokens of this workspace",
    none: "No API tokens yet.",
    name: "Name",
    token: "Token",
    scope: "Scope",
    createdBy: "Created by",
    lastUsed: "Last used",
    expires: "Expires",
    actions: "Actions",
    never: "Never",
    neverUsed: "Not yet",
    revoked: "Revoked",
    expired: "Expired",
    revoke: "Revoke",
    revokeNamed: "Revoke {{name}}",
    revokedNotice: "Token “{{name}}” revoked: it stops working at once.",
  },
};

export type ApiTokensText = typeof enApiTokens;
