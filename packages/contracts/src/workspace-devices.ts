import { z } from "zod";
import { lookupText, requiredLine } from "./form-fields.ts";
import { cursorPageOf, cursorQueryFields } from "./workspace-fields.ts";

/*
 * Devices: hosts running the official osquery agent, enrolled with one of the workspace's
 * enrolment secrets, that check in over osquery's TLS remote protocol (docs/decisions/0025).
 * A device links to one register asset (by serial number or hardware UUID, or by hand).
 */

export const devicePlatforms = ["windows", "macos", "linux", "other"] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** From `last_seen_at` against the workspace's thresholds (device settings). */
export const deviceStatuses = ["online", "offline", "missing"] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];

// Enrolment secrets

export const enrollSecretCreateSchema = z.strictObject({
  name: requiredLine(120).describe("Where the secret is used, e.g. `Office laptops`"),
});
export type EnrollSecretCreate = z.input<typeof enrollSecretCreateSchema>;

export const enrollSecretSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters, so admins can tell secrets apart; the rest is never stored. */
  hint: z.string().describe("`fwe_` and the first characters of the secret"),
  devices: z.number().int().describe("Devices enrolled with this secret"),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type EnrollSecret = z.infer<typeof enrollSecretSchema>;

export const enrollSecretListSchema = z.object({ items: z.array(enrollSecretSchema) });
export type EnrollSecretList = z.infer<typeof enrollSecretListSchema>;

/** The answer of `POST /api/workspace/enroll-secrets`: the only time the secret is shown. */
export const enrollSecretCreatedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  secret: z.string().describe("Shown once; store it in the hosts' enroll secret file"),
});
export type EnrollSecretCreated = z.infer<typeof enrollSecretCreatedSchema>;

export const osqueryFlagsPlatforms = ["windows", "macos", "linux"] as const;
export const osqueryFlagsQuerySchema = z.object({
  platform: z.enum(osqueryFlagsPlatforms).default("linux"),
});
export type OsqueryFlagsQuery = z.output<typeof osqueryFlagsQuerySchema>;

// Device settings

export const deviceSettingsSchema = z.object({
  online_minutes: z
    .number()
    .int()
    .min(1)
    .max(1440)
    .describe("Seen within this many minutes: online"),
  missing_days: z
    .number()
    .int()
    .min(1)
    .max(365)
    .describe("Not seen for this many days: missing (offline before)"),
  log_retention_days: z
    .number()
    .int()
    .min(1)
    .max(90)
    .describe("osquery result and status logs are kept this many days"),
  detail_interval_minutes: z
    .number()
    .int()
    .min(5)
    .max(1440)
    .describe("How often a device's vitals and software are asked again (with jitter)"),
  distributed_interval_seconds: z
    .number()
    .int()
    .min(10)
    .max(3600)
    .describe("osquery's --distributed_interval in the generated config"),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const defaultDeviceSettings: DeviceSettings = {
  online_minutes: 30,
  missing_days: 30,
  log_retention_days: 7,
  detail_interval_minutes: 60,
  distributed_interval_seconds: 10,
};

export const deviceSettingsUpdateSchema = deviceSettingsSchema.partial().strict();
export type DeviceSettingsUpdate = z.input<typeof deviceSettingsUpdateSchema>;

// Devices

/**
 * A policy's state on a device: its last result (pass, fail, unknown), or `pending` for a
 * policy of the device's platform that the device has not answered yet.
 */
export const devicePolicyResultStatuses = ["pass", "fail", "unknown", "pending"] as const;
export type DevicePolicyResultStatus = (typeof devicePolicyResultStatuses)[number];

/** A policy's last result on a device (filled by the policies module). */
export const devicePolicyResultSchema = z.object({
  policy_id: z.uuid(),
  name: z.string(),
  status: z
    .enum(devicePolicyResultStatuses)
    .describe("`pending`: the policy applies to the device's platform but has no result yet"),
  checked_at: z.iso.datetime().nullable().describe("null while pending"),
});
export type DevicePolicyResult = z.infer<typeof devicePolicyResultSchema>;

export const deviceListItemSchema = z.object({
  id: z.uuid(),
  hostname: z.string(),
  platform: z.enum(devicePlatforms),
  os_name: z.string().nullable(),
  os_version: z.string().nullable(),
  hardware_model: z.string().nullable(),
  hardware_serial: z.string().nullable(),
  primary_ip: z.string().nullable(),
  osquery_version: z.string().nullable(),
  status: z.enum(deviceStatuses),
  last_seen_at: z.iso.datetime().nullable(),
  enrolled_at: z.iso.datetime(),
  failing_policies: z.number().int(),
  asset_id: z.uuid().nullable(),
  asset_tag: z.string().nullable(),
  /**
   * Set when this record was enrolled with the serial of another device seen in the hour
   * before, under another host identifier: enrolled as a new device instead of taking the
   * other's record over (ADR 0039). The history names both devices.
   */
  identity_conflict_at: z.iso.datetime().nullable(),
});
export type DeviceListItem = z.infer<typeof deviceListItemSchema>;

const booleanText = z
  .enum(["true", "false"])
  .transform((value) => value === "true")
  .optional();

/** A version to compare with (ADR 0051): digits first, then digits, letters and . : ~ + - _ */
export const softwareVersionText = z
  .string()
  .trim()
  .max(100)
  .regex(/^v?[0-9][0-9A-Za-z.:~+_-]*$/, {
    error: "Must be a version such as 125 or 1.2.3 (digits first, then digits, letters, dots)",
  });

export const deviceListQuerySchema = z.object({
  q: lookupText(z.string().trim().max(200))
    .optional()
    .describe("Part of the hostname, serial number, model, IP address or OS"),
  platform: z.enum(devicePlatforms).optional(),
  os_version: z.string().trim().max(100).optional().describe("Exact OS version"),
  status: z.enum(deviceStatuses).optional(),
  policy_failing: booleanText.describe("`true`: only devices failing at least one policy"),
  software: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Only devices with software of this exact name installed"),
  software_version: z.string().trim().max(100).optional().describe("With `software`"),
  software_below: softwareVersionText
    .optional()
    .describe(
      "With `software`: only devices with a version of it below this one. Numeric segments " +
        "compare as numbers (9.9 < 10.0), missing ones as 0 (1.2 = 1.2.0), a pre-release " +
        "before its release (1.2.3-beta < 1.2.3), other letters after it (1.1.1 < 1.1.1w)",
    ),
  asset_id: z.uuid().optional().describe("The device linked to this asset (the asset page)"),
  ...cursorQueryFields(50, 200),
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;
export type DeviceListParams = Partial<Omit<DeviceListQuery, "policy_failing">> & {
  policy_failing?: "true" | "false";
};

export const deviceListResponseSchema = cursorPageOf(deviceListItemSchema, "By hostname, then id");
export type DeviceListResponse = z.infer<typeof deviceListResponseSchema>;

export const deviceSoftwareSchema = z.object({
  name: z.string(),
  version: z.string(),
  source: z
    .string()
    .describe("The osquery table: programs, deb_packages, rpm_packages, apps, homebrew_packages"),
});
export type DeviceSoftware = z.infer<typeof deviceSoftwareSchema>;

export const deviceSoftwareListSchema = z.object({
  items: z.array(deviceSoftwareSchema).describe("By name, then version"),
  updated_at: z.iso.datetime().nullable().describe("When the device last reported its software"),
});
export type DeviceSoftwareList = z.infer<typeof deviceSoftwareListSchema>;

export const loggedInUserSchema = z.object({
  user: z.string(),
  type: z.string().nullable(),
  tty: z.string().nullable(),
  host: z.string().nullable(),
  time: z.iso.datetime().nullable(),
});

/** What the device reported about itself (osquery detail queries). */
export const deviceVitalsSchema = z.object({
  os_build: z.string().nullable(),
  kernel_version: z.string().nullable(),
  hardware_vendor: z.string().nullable(),
  hardware_uuid: z.string().nullable(),
  cpu_brand: z.string().nullable(),
  cpu_cores: z.number().int().nullable(),
  memory_bytes: z.number().nullable(),
  disk_total_bytes: z.number().nullable(),
  disk_free_bytes: z.number().nullable(),
  uptime_seconds: z.number().nullable(),
  primary_mac: z.string().nullable(),
  logged_in_users: z.array(loggedInUserSchema),
  details_updated_at: z.iso.datetime().nullable(),
});
export type DeviceVitals = z.infer<typeof deviceVitalsSchema>;

export const deviceAssetSummarySchema = z.object({
  id: z.uuid(),
  asset_tag: z.string(),
  name: z.string(),
  serial_number: z.string().nullable(),
  person: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  warranty_end: z.iso.date().nullable(),
});
export type DeviceAssetSummary = z.infer<typeof deviceAssetSummarySchema>;

/** An unlinked asset whose serial number is the device's serial or hardware UUID (ADR 0041). */
export const deviceSerialMatchSchema = z.object({
  id: z.uuid(),
  asset_tag: z.string(),
  name: z.string(),
});
export type DeviceSerialMatch = z.infer<typeof deviceSerialMatchSchema>;

export const deviceDetailSchema = deviceListItemSchema.extend({
  vitals: deviceVitalsSchema,
  /**
   * While the device is linked to no asset: the unlinked assets with its serial or UUID, by
   * tag. Not linked automatically because there are two candidates (an identity conflict):
   * a person links one in a click.
   */
  serial_matches: z.array(deviceSerialMatchSchema),
  software_count: z.number().int(),
  policies: z.array(devicePolicyResultSchema),
  asset: deviceAssetSummarySchema.nullable(),
  /** The last status-log errors osquery reported (severity ≥ 2), newest first. */
  recent_errors: z.array(
    z.object({ message: z.string(), severity: z.number().int(), at: z.iso.datetime() }),
  ),
});
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;

export const deviceLinkSchema = z.strictObject({
  asset_id: z.uuid({ error: "Must be an asset of this workspace" }),
});
export type DeviceLink = z.input<typeof deviceLinkSchema>;

// "Which devices have software X (version Y)"

export const softwareSearchQuerySchema = z.object({
  name: z.string().trim().min(1).max(200).describe("Part of the software's name"),
  version: z.string().trim().max(100).optional().describe("Exact version"),
  ...cursorQueryFields(50, 200),
});
export type SoftwareSearchQuery = z.output<typeof softwareSearchQuerySchema>;

export const softwareSearchItemSchema = z.object({
  device_id: z.uuid(),
  hostname: z.string(),
  platform: z.enum(devicePlatforms),
  name: z.string(),
  version: z.string(),
  source: z.string(),
});
export const softwareSearchResponseSchema = cursorPageOf(
  softwareSearchItemSchema,
  "By hostname, then device id, then name and version",
);
export type SoftwareSearchResponse = z.infer<typeof softwareSearchResponseSchema>;

// The two lists no competitor shows

/**
 * Register assets in service with a serial number and no linked device: exactly the assets
 * the enrolled devices' links leave out (ADR 0041).
 */
export const neverEnrolledItemSchema = z.object({
  asset_id: z.uuid(),
  asset_tag: z.string(),
  name: z.string(),
  serial_number: z.string(),
  person_name: z.string().nullable(),
  /** Unlinked devices reporting this serial: more than one is an identity conflict. */
  matching_devices: z.array(z.object({ id: z.uuid(), hostname: z.string() })),
});
export const neverEnrolledResponseSchema = cursorPageOf(
  neverEnrolledItemSchema,
  "By asset tag, then id",
);
export type NeverEnrolledResponse = z.infer<typeof neverEnrolledResponseSchema>;

export const deviceSimpleListQuerySchema = z.object(cursorQueryFields(50, 200));
export type DeviceSimpleListQuery = z.output<typeof deviceSimpleListQuerySchema>;

/** Enrolled devices linked to no asset (`add-to-register` creates one from the vitals). */
export const unregisteredResponseSchema = deviceListResponseSchema;
export type UnregisteredResponse = DeviceListResponse;

export const deviceIdParams = z.object({ id: z.uuid({ error: "Not a device id" }) });
export const enrollSecretIdParams = z.object({ id: z.uuid({ error: "Not a secret id" }) });

/** A ready osquery.flags file for one platform, to save next to the secret file. */
export const osqueryFlagsSchema = z.object({
  platform: z.enum(osqueryFlagsPlatforms),
  filename: z.literal("osquery.flags"),
  enroll_secret_path: z.string().describe("Where the flags expect the secret file"),
  content: z.string(),
});
export type OsqueryFlags = z.infer<typeof osqueryFlagsSchema>;

// Add to register (ADR 0041)

const draftEntrySchema = z
  .object({
    id: z.uuid().nullable().describe("null: the catalogue has no such entry; adding creates it"),
    name: z.string(),
  })
  .nullable();

/** The asset "Add to register" would create from what the device reports. */
export const registerDraftSchema = z.object({
  device_id: z.uuid(),
  hostname: z.string(),
  name: z.string(),
  serial_number: z.string().nullable(),
  manufacturer: draftEntrySchema,
  model: draftEntrySchema,
  category: draftEntrySchema,
  /** The person whose e-mail or name matches a user logged in on the device, if one does. */
  holder: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  logged_in_users: z.array(z.string()),
});
export type RegisterDraft = z.infer<typeof registerDraftSchema>;

export const addToRegisterSchema = z.strictObject({
  person_id: z
    .uuid({ error: "Choose a person of this workspace" })
    .nullable()
    .optional()
    .describe("Check the new asset out to this person (the draft's holder, or another)"),
});
export type AddToRegister = z.input<typeof addToRegisterSchema>;

export const addAllToRegisterSchema = z.strictObject({
  assign_logged_in_users: z
    .boolean()
    .default(false)
    .describe("Check each new asset out to the person matching its logged-in user"),
});
export type AddAllToRegister = z.input<typeof addAllToRegisterSchema>;

export const addAllToRegisterResultSchema = z.object({
  added: z.number().int(),
  skipped: z
    .number()
    .int()
    .describe("Devices whose serial is already an asset's: link those instead"),
});
export type AddAllToRegisterResult = z.infer<typeof addAllToRegisterResultSchema>;
