/**
 * Plural forms of one message, chosen by `Intl.PluralRules` for the count (`{{count}}`).
 * `other` is required; a language lists only the categories it uses.
 */
export type Plural = {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
};

const plural = (forms: Plural): Plural => forms;

/**
 * Every user-visible string of the e-mails, in English: the source the other languages are
 * typed against (`EmailStrings`), so a missing key fails the type check. `{{name}}` marks a
 * value filled in when the e-mail is rendered; keep "Fleetward" as it is.
 */
export const emailEn = {
  common: {
    greeting: "Hi {{name}},",
    linkFallback: "If the button does not work, copy this address into your browser:",
    securityAlert: "Security alert",
    /** The action line of a plain-text e-mail: `Sign in: https://…`. */
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Germany",
    /** How a moment is stated: `4 June 2025, 09:41 UTC`. */
    moment: "{{date}}, {{time}} UTC",
    /** `Firefox on Windows`. */
    browserOnSystem: "{{browser}} on {{system}}",
    unknownBrowser: "An unknown browser",
  },
  confirmation: {
    subject: "Confirm your e-mail address for Fleetward",
    preheader: "One click to confirm your address and start your 90-day trial.",
    reason: "You received this e-mail because this address was used to create a Fleetward account.",
    heading: "Confirm your e-mail address",
    intro:
      "Thanks for creating a Fleetward account. Please confirm that this is your e-mail address so we can send you security alerts and invoices.",
    button: "Confirm e-mail address",
    next: "Once confirmed, you can start your free 90-day trial and enrol your first devices in about fifteen minutes.",
    linkHelp: plural({
      one: "This link works for {{count}} hour. If the button does not work, copy this address into your browser:",
      other:
        "This link works for {{count}} hours. If the button does not work, copy this address into your browser:",
    }),
    notYou: "If you did not create an account, ignore this e-mail; the address stays unconfirmed.",
    textIntro:
      "Thanks for creating a Fleetward account. Please confirm that this is your e-mail address by opening this link:",
    textExpiry: plural({
      one: "The link works for {{count}} hour.",
      other: "The link works for {{count}} hours.",
    }),
  },
  passwordReset: {
    subject: "Reset your Fleetward password",
    preheader: plural({
      one: "Use this link within {{count}} minute to choose a new password.",
      other: "Use this link within {{count}} minutes to choose a new password.",
    }),
    reason:
      "You received this e-mail because a password reset was requested for your Fleetward account.",
    heading: "Reset your password",
    intro: plural({
      one: "We received a request to reset the password of your Fleetward account. Choose a new password with the button below. The link works once and expires in {{count}} minute.",
      other:
        "We received a request to reset the password of your Fleetward account. Choose a new password with the button below. The link works once and expires in {{count}} minutes.",
    }),
    button: "Choose a new password",
    requestedOn: "Requested on {{moment}}",
    requestedFrom: "From {{client}}",
    notYou:
      "Did not ask for this? You can ignore this e-mail: your password stays the same. If you get several of these without asking, tell us at security@fleetward.com.",
    textIntro:
      "We received a request to reset the password of your Fleetward account. Choose a new password here:",
    textExpiry: plural({
      one: "The link works once and expires in {{count}} minute.",
      other: "The link works once and expires in {{count}} minutes.",
    }),
    textRequested: "Requested on {{moment}} from {{client}}.",
    textNotYou: "Did not ask for this? You can ignore this e-mail: your password stays the same.",
  },
  alert: {
    subject: plural({
      one: "Action needed: {{count}} security check failing on {{device}}",
      other: "Action needed: {{count}} security checks failing on {{device}}",
    }),
    preheader: "{{device}} needs a few minutes of your attention.",
    reason:
      "You received this e-mail because you are the owner of {{device}} in the {{workspace}} workspace.",
    heading: "Your laptop needs attention",
    introOne:
      "Fleetward found a security check failing on a device assigned to you. Most of these are fixed by restarting the device and installing pending updates.",
    introMany:
      "Fleetward found security checks failing on a device assigned to you. Most of these are fixed by restarting the device and installing pending updates.",
    serial: "serial {{serial}}",
    assignedTo: "assigned to {{name}}",
    failingSince: "Failing since {{date}}",
    button: "See how to fix it",
    escalation: plural({
      one: "If the checks still fail in {{count}} day, the device is reported to your IT team as non-compliant. Think this is wrong? Reply to this e-mail and your IT team will receive it.",
      other:
        "If the checks still fail in {{count}} days, the device is reported to your IT team as non-compliant. Think this is wrong? Reply to this e-mail and your IT team will receive it.",
    }),
  },
  accountAlert: {
    reason: "You received this e-mail because it is the address of a Fleetward account.",
    signupAttempt: {
      title: "Someone tried to sign up with your e-mail address",
      attempt:
        "On {{moment}}, someone ({{client}}) tried to create a new Fleetward account with this e-mail address. It already belongs to your account, so no new account was created.",
      advice:
        "If it was you, sign in with your existing account, or reset your password if you have forgotten it. If it was not you, you can ignore this e-mail: your account has not changed.",
      action: "Sign in",
    },
    passwordChanged: {
      title: "Your Fleetward password was changed",
      changedEverywhere:
        "The password of your Fleetward account was changed on {{moment}}, and every device signed in to your account was signed out.",
      changedElsewhere:
        "The password of your Fleetward account was changed on {{moment}}, and every other device signed in to your account was signed out.",
      advice:
        "If you did this, there is nothing else to do. If you did not, reset your password now and tell us at security@fleetward.com.",
      action: "Reset your password",
    },
    secondFactors: {
      authenticatorApp: "an authenticator app",
      passkey: "the passkey “{{name}}”",
      recoveryCodes: "a new set of recovery codes",
      addedTitle: "A second factor was added to your Fleetward account",
      added:
        "On {{moment}}, {{factor}} was added to your Fleetward account. Signing in with your password now also asks for a second factor.",
      removedTitle: "A second factor was removed from your Fleetward account",
      removed: "On {{moment}}, {{factor}} was removed from your Fleetward account.",
      codesTitle: "New recovery codes were created for your Fleetward account",
      codes:
        "On {{moment}}, {{factor}} was created for your Fleetward account. The codes you had before no longer work.",
      recoveryUsedTitle: "A recovery code was used to sign in to your Fleetward account",
      recoveryUsed: plural({
        one: "On {{moment}}, someone ({{client}}) signed in to your Fleetward account with one of your recovery codes. {{count}} code is left.",
        other:
          "On {{moment}}, someone ({{client}}) signed in to your Fleetward account with one of your recovery codes. {{count}} codes are left.",
      }),
      advice:
        "If you did this, there is nothing else to do. If you did not, change your password now, review your second factors in your account settings and tell us at security@fleetward.com.",
      action: "Review your account security",
    },
    /** The company sign-in (SSO) of a workspace changed: told to its owner and admins. */
    ssoChanged: {
      reason: "You received this e-mail because you are an owner or admin of {{workspace}}.",
      title: "The company sign-in of {{workspace}} was changed",
      connected:
        "On {{moment}}, {{actor}} connected {{workspace}} to an identity provider using {{protocol}}.",
      removed: "On {{moment}}, {{actor}} removed the company sign-in of {{workspace}}.",
      required:
        "On {{moment}}, {{actor}} made the company sign-in required for addresses at {{domains}}: members with such an address can now sign in to {{workspace}} only through the identity provider.",
      notRequired:
        "On {{moment}}, {{actor}} stopped requiring the company sign-in for {{workspace}}: members can sign in without it again.",
      domainVerified:
        "On {{moment}}, {{actor}} verified the domain {{domain}} for the company sign-in of {{workspace}}: people with an address at this domain can sign in to the workspace through its identity provider.",
      domainRemoved:
        "On {{moment}}, {{actor}} removed the domain {{domain}} from the company sign-in of {{workspace}}.",
      advice:
        "If you expected this change, there is nothing to do. If not, review the workspace's sign-in settings now: whoever controls the company sign-in decides who can sign in to the workspace.",
      action: "Review the workspace's sign-in settings",
    },
  },
  invoice: {
    subject: "Your Fleetward invoice {{number}}",
    preheader: "Invoice {{number}}: {{total}} due on {{date}}.",
    reason: "You received this e-mail because you are a billing contact for {{company}}.",
    heading: "Invoice {{number}}",
    intro:
      "Here is the invoice for {{company}} for {{period}}. The PDF is attached and is also available in your account.",
    issued: "Issued {{date}}",
    due: "Due {{date}}",
    description: "Description",
    quantity: "Qty",
    amount: "Amount",
    unitPrice: "{{price}} each",
    subtotal: "Subtotal",
    vat: "VAT {{percent}}%",
    total: "Total due",
    button: "View and pay invoice",
    payment:
      "Paying by card? Nothing to do: we charge the card on file on the due date. Questions about this invoice? Reply to this e-mail and our billing team will answer within one business day.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} invited you to {{workspace}} on Fleetward",
    preheader: "Join the {{workspace}} workspace with the {{role}} role.",
    reason:
      "You received this e-mail because {{inviter}} invited this address to a Fleetward workspace.",
    heading: "Join {{workspace}} on Fleetward",
    intro:
      "{{inviter}} invited you to work in the {{workspace}} asset register with the {{role}} role.",
    button: "Accept the invitation",
    expiry: "The link works once and expires on {{moment}}.",
    notYou: "Not expecting this? Ignore this e-mail: nothing happens unless you accept.",
    textIntro:
      "{{inviter}} invited you to work in the {{workspace}} asset register with the {{role}} role. Accept the invitation here:",
    roles: {
      admin: "admin",
      technician: "technician",
      viewer: "viewer",
    },
  },
  workspaceDigest: {
    subject: plural({
      one: "{{workspace}}: {{count}} item due",
      other: "{{workspace}}: {{count}} items due",
    }),
    preheader: "Warranties, licences and check-ins that need attention in {{workspace}}.",
    reason:
      "You received this e-mail because you are the owner, an admin or a technician of the {{workspace}} workspace. You can switch workspace reminders off under Notifications in your Fleetward account.",
    heading: "Due in {{workspace}}",
    intro: "Here is what needs attention in {{workspace}} on {{date}}.",
    warranties: "Warranties ending within 30 days",
    warrantyLine: "warranty ends {{date}}",
    licenses: "Licences expiring within 30 days",
    licenseLine: "expires {{date}}",
    overdue: "Overdue check-ins",
    overdueLine: "held by {{holder}}, due back {{date}}",
    overdueLineNoHolder: "due back {{date}}",
    more: plural({ one: "…and {{count}} more", other: "…and {{count}} more" }),
    seeAllOverdue: "See all overdue check-ins",
    button: "Open the dashboard",
    /** The in-app notice's body: one part per list that has items. */
    summary: {
      warranties: plural({
        one: "{{count}} warranty ends within 30 days",
        other: "{{count}} warranties end within 30 days",
      }),
      licenses: plural({
        one: "{{count}} licence expires within 30 days",
        other: "{{count}} licences expire within 30 days",
      }),
      overdue: plural({
        one: "{{count}} check-in is overdue",
        other: "{{count}} check-ins are overdue",
      }),
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: devices are failing posture policies",
    subjectPassing: "{{workspace}}: devices pass posture policies again",
    preheader: "Devices that started failing or passing posture policies in {{workspace}}.",
    reason:
      "You received this e-mail because you are the owner or an admin of the {{workspace}} workspace. You can switch workspace e-mails off under Notifications in your Fleetward account.",
    heading: "Posture changes in {{workspace}}",
    intro: "These devices changed state on the posture policies of {{workspace}}.",
    failing: "Now failing",
    passing: "Passing again",
    button: "Open the posture overview",
  },
  /** The sample data of the /email-* preview pages. */
  sample: {
    diskEncryption: "Disk encryption",
    diskEncryptionDetail: "BitLocker protection is suspended on drive C:.",
    osUpdates: "Operating system updates",
    osUpdatesDetail: "The latest cumulative update for Windows 11 is 12 days overdue.",
    invoiceLine: "Fleetward Business — devices (highest count in {{period}})",
    city: "Amsterdam",
  },
};

export type EmailStrings = typeof emailEn;
