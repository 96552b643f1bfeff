import { z } from "zod";
import { pageOf } from "./paging.ts";
import { emailAddress, optionalLine, requiredLine, requiredText } from "./form-fields.ts";

/** Spec §9: the trial lasts 90 days from activation. */
export const trialLengthDays = 90;

export const trialStatuses = [
  "pending_approval",
  "approved",
  "deploying",
  "active",
  "expired",
  "rejected",
  "upgraded",
] as const;
export type TrialStatus = (typeof trialStatuses)[number];

export const trialTitles = ["Mr", "Ms", "Dr", "Prof", "Other"] as const;
export type TrialTitle = (typeof trialTitles)[number];

/**
 * Labels a workspace may not take: they collide with our own host names (www, api, mail…),
 * with words that would make a phishing page look official, or with the product's name.
 */
export const reservedAppDomains: ReadonlySet<string> = new Set([
  "www",
  "api",
  "admin",
  "app",
  "apps",
  "mail",
  "smtp",
  "imap",
  "pop",
  "pop3",
  "ftp",
  "sftp",
  "dns",
  "ns1",
  "ns2",
  "mx",
  "webmail",
  "autodiscover",
  "autoconfig",
  "static",
  "assets",
  "cdn",
  "media",
  "files",
  "status",
  "blog",
  "docs",
  "help",
  "support",
  "kb",
  "dashboard",
  "console",
  "portal",
  "login",
  "signin",
  "signup",
  "auth",
  "sso",
  "oauth",
  "account",
  "accounts",
  "billing",
  "pay",
  "payment",
  "secure",
  "security",
  "vpn",
  "dev",
  "staging",
  "test",
  "demo",
  "sandbox",
  "internal",
  "operator",
  "operators",
  "root",
  "system",
  "localhost",
  "fleetward",
]);

/** The subdomain label: 3–40 lowercase letters, digits and hyphens, no hyphen at either end. */
export const appDomainPattern = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

export type AppDomainProblem = "invalid" | "reserved";

/** Why `label` cannot be a workspace address, or null when its form is fine. */
export function appDomainProblem(label: string): AppDomainProblem | null {
  if (!appDomainPattern.test(label)) return "invalid";
  if (reservedAppDomains.has(label)) return "reserved";
  return null;
}

export const appDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(40, { error: "Use at most 40 characters", abort: true })
  .refine((label) => appDomainProblem(label) !== "invalid", {
    error:
      "Use 3 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen",
    abort: true,
  })
  .refine((label) => appDomainProblem(label) !== "reserved", {
    error: "This address is reserved; choose another",
  });

/** ISO 3166-1 alpha-2 codes of the countries and territories in use. */
export const countryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE " +
  "EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM " +
  "HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC " +
  "LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA " +
  "NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");
const countrySet = new Set(countryCodes);

const phoneNumber = () =>
  requiredLine(40).refine((value) => /^\+?[0-9 ().\-/]+$/.test(value) && /(\d.*){5}/.test(value), {
    error: "Use digits, spaces and + ( ) - . /, at least 5 digits",
  });

const optionalPhoneNumber = () =>
  optionalLine(40).refine(
    (value) => !value || (/^\+?[0-9 ().\-/]+$/.test(value) && /(\d.*){5}/.test(value)),
    { error: "Use digits, spaces and + ( ) - . /, at least 5 digits" },
  );

/** Spec §3, the trial form; the field names are the API's (issue 5). */
export const trialCreateSchema = z.strictObject({
  company_name: requiredLine(160).describe("The organisation the trial is for"),
  app_name: requiredLine(80).describe("Display name of the workspace"),
  app_domain: appDomainSchema.describe("Subdomain label: the workspace answers at {label}.{host}"),
  company_email: emailAddress().describe("Where we write about the trial"),
  phone: phoneNumber(),
  fax: optionalPhoneNumber(),
  street_address: requiredLine(200),
  building: requiredLine(120).describe("Building, floor or suite"),
  postal_code: requiredLine(20).refine((value) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value), {
    error: "Use 2 to 12 letters, digits, spaces or hyphens",
  }),
  city: requiredLine(120),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => countrySet.has(code), {
      error: "Use an ISO 3166-1 alpha-2 country code such as DE",
    })
    .describe("ISO 3166-1 alpha-2"),
  first_name: requiredLine(80),
  last_name: requiredLine(80),
  title: z.enum(trialTitles, { error: `Use one of ${trialTitles.join(", ")}` }),
  position: requiredLine(120),
  department: requiredLine(120),
  newsletter: z.boolean().optional(),
  accept_terms: z.literal(true, { error: "Accept the trial terms to request a trial" }),
});
export type TrialCreateRequest = z.input<typeof trialCreateSchema>;
export type TrialCreateFields = keyof TrialCreateRequest;

const isoMoment = z.iso.datetime({ offset: true });

/** What the trial form asked, as stored. */
export const trialRequestDetailsSchema = z.object({
  company_name: z.string(),
  app_name: z.string(),
  app_domain: z.string(),
  company_email: z.string(),
  phone: z.string(),
  fax: z.string().nullable(),
  street_address: z.string(),
  building: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.enum(trialTitles),
  position: z.string(),
  department: z.string(),
  newsletter: z.boolean(),
});

/** The customer's view of their trial and workspace (the profile's trial panel). */
export const trialViewSchema = trialRequestDetailsSchema.extend({
  id: z.uuid(),
  status: z.enum(trialStatuses),
  app_url: z.string().describe("Where the workspace answers"),
  knowledge_base_url: z.string().describe("The getting-started article"),
  requested_at: isoMoment,
  decided_at: isoMoment.nullable(),
  activated_at: isoMoment.nullable(),
  expires_at: isoMoment.nullable(),
  /** Whole days until expiry, rounded up; null unless active. */
  days_left: z.number().int().nullable(),
  deploy_step: z.number().int(),
  deploy_steps: z.number().int(),
  rejection_reason: z.string().nullable(),
  plan_id: z.string().nullable(),
  /** The paid plan's display name ("Business"); null during the trial. */
  plan_name: z.string().nullable(),
  workspace: z.object({ id: z.uuid(), created_at: isoMoment, read_only: z.boolean() }).nullable(),
});
export type TrialView = z.infer<typeof trialViewSchema>;

export const currentTrialResponseSchema = z.object({
  trial: trialViewSchema.nullable(),
  /** Where workspaces answer, `{app}` standing for the address label: the form's live preview. */
  app_url_template: z.string(),
});
export type CurrentTrialResponse = z.infer<typeof currentTrialResponseSchema>;

export const availabilityQuerySchema = z.object({
  app_domain: z.string().max(100, { error: "Use at most 40 characters" }),
});
export const availabilityResponseSchema = z.object({
  app_domain: z.string(),
  available: z.boolean(),
  reason: z.enum(["invalid", "reserved", "taken"]).nullable(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

// ---------- Operator console ----------

export const adminTrialListQuerySchema = z.object({
  status: z.enum(trialStatuses).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminTrialSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(trialStatuses),
  company_name: z.string(),
  app_name: z.string(),
  app_domain: z.string(),
  app_url: z.string(),
  requester_email: z.string(),
  contact_name: z.string(),
  requested_at: isoMoment,
  expires_at: isoMoment.nullable(),
});
export type AdminTrialSummary = z.infer<typeof adminTrialSummarySchema>;

export const adminTrialListResponseSchema = pageOf(adminTrialSummarySchema);
export type AdminTrialListResponse = z.infer<typeof adminTrialListResponseSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor: z.string().nullable().describe("E-mail of the person; null for the system"),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: isoMoment,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminTrialDetailSchema = z.object({
  trial: trialViewSchema.extend({ requester_email: z.string(), requester_username: z.string() }),
  audit: z.array(auditEntrySchema),
});
export type AdminTrialDetail = z.infer<typeof adminTrialDetailSchema>;

export const trialIdParamsSchema = z.object({ id: z.uuid({ error: "Not a trial id" }) });

export const trialRejectSchema = z.strictObject({
  reason: requiredText(5, 1000).describe("Shown to the customer"),
});
export type TrialRejectRequest = z.infer<typeof trialRejectSchema>;
