import { z } from "zod";
import { requiredLine, requiredText } from "./form-fields.ts";
import { cursorPageOf, cursorQueryFields, nullableLine } from "./workspace-fields.ts";

/*
 * Posture policies: yes/no osquery queries run on the workspace's devices. A query that
 * answers at least one row passes, no row fails, an error leaves the device "unknown" (the
 * three states Fleet uses). A curated library is ready to switch on; admins may add their
 * own SQL, which must be one read-only SELECT.
 */

/** The platforms a policy runs on: the devices' platforms (workspace-devices.ts) but `other`. */
export const policyPlatforms = ["windows", "macos", "linux"] as const;
export type PolicyPlatform = (typeof policyPlatforms)[number];

export const policyStatuses = ["pass", "fail", "unknown"] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

/** The longest query a policy may hold. */
export const maxPolicyQueryLength = 8000;

const platforms = z
  .array(z.enum(policyPlatforms))
  .min(1, { error: "Choose at least one platform" })
  .max(policyPlatforms.length)
  .refine((list) => new Set(list).size === list.length, { error: "Each platform only once" })
  .describe("windows, macos, linux");

const policyFields = {
  name: requiredLine(160),
  description: nullableLine(2000).optional(),
  platforms,
  query: requiredText(1, maxPolicyQueryLength).describe(
    "One read-only SELECT in osquery's SQL (SQLite): a row means pass, no row means fail",
  ),
  resolution: nullableLine(2000).optional().describe("What to do on a failing device"),
  critical: z.boolean().default(false),
  enabled: z.boolean().default(true),
};

export const policyCreateSchema = z.strictObject(policyFields);
export type PolicyCreate = z.input<typeof policyCreateSchema>;

/** Only the fields sent change. A changed query or platform list forgets the old results. */
export const policyUpdateSchema = z.strictObject({
  name: policyFields.name.optional(),
  description: policyFields.description,
  platforms: platforms.optional(),
  query: policyFields.query.optional(),
  resolution: policyFields.resolution,
  critical: z.boolean().optional(),
  enabled: z.boolean().optional(),
});
export type PolicyUpdate = z.input<typeof policyUpdateSchema>;

const count = z.number().int().min(0);

export const policySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  platforms: z.array(z.enum(policyPlatforms)),
  query: z.string(),
  resolution: z.string().nullable(),
  critical: z.boolean(),
  enabled: z.boolean(),
  /** The library policy it was switched on from; null for a custom policy. */
  library_key: z.string().nullable(),
  /** Devices whose latest result is pass / fail / unknown. */
  passing: count,
  failing: count,
  unknown: count,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Policy = z.infer<typeof policySchema>;
export const policyListSchema = z.array(policySchema);

export const policyIdParams = z.object({ id: z.uuid() });

/* The library */

/** The one setting a library policy may take when switched on. */
export const libraryParameters = ["minutes", "min_version"] as const;
export type LibraryParameter = (typeof libraryParameters)[number];

export const libraryPolicySchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  platforms: z.array(z.enum(policyPlatforms)),
  /** The query with the parameter's default value filled in. */
  query: z.string(),
  resolution: z.string(),
  critical: z.boolean(),
  parameter: z.enum(libraryParameters).nullable(),
  /** The parameter's default: minutes as a number, a version as text such as "14.0". */
  default_value: z.union([z.number(), z.string()]).nullable(),
  /** The workspace's policy switched on from this entry, if any. */
  policy_id: z.uuid().nullable(),
});
export type LibraryPolicy = z.infer<typeof libraryPolicySchema>;
export const libraryListSchema = z.array(libraryPolicySchema);

export const libraryKeyParams = z.object({
  key: z
    .string()
    .max(80)
    .regex(/^[a-z0-9_]+$/),
});

/** A version such as 14, 14.4 or 10.0.22631. */
export const versionText = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,6}){0,2}$/, { error: "Must be a version such as 14.4" });

export const libraryEnableSchema = z.strictObject({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(240)
    .optional()
    .describe("Screen lock policies: the longest idle time allowed"),
  min_version: versionText.optional().describe("Minimum version policies: the lowest allowed"),
  critical: z.boolean().optional(),
});
export type LibraryEnable = z.input<typeof libraryEnableSchema>;

/* Results */

/** One device's latest result of one policy (the device page's list). */
export { devicePolicyResultSchema } from "./workspace-devices.ts";

export const policyDeviceResultSchema = z.object({
  device_id: z.uuid(),
  hostname: z.string(),
  platform: z.string(),
  status: z.enum(policyStatuses),
  checked_at: z.iso.datetime(),
  /** osquery's message when the query failed to run (status unknown). */
  error: z.string().nullable(),
});
export type PolicyDeviceResult = z.infer<typeof policyDeviceResultSchema>;

/** A policy's devices, keyset-paged (docs/decisions/0050): `cursor` is the last page's `next_cursor`. */
export const policyDevicesQuerySchema = z.object({
  status: z.enum(policyStatuses).optional(),
  ...cursorQueryFields(100, 1000),
});

export const policyDevicesSchema = cursorPageOf(
  policyDeviceResultSchema,
  "Failing first, then unknown, then passing; within each by hostname (case-insensitive), then id",
).extend({ total: count.describe("Devices with a result of the policy (in `status`, if given)") });

/* Compliance */

/**
 * The posture score (ADR 0043): the share of evaluated devices that pass every enabled policy,
 * 0–100, rounded down; a device is evaluated once it has a pass or a fail (unknown results count
 * neither way). Null when no device has been evaluated yet. For one device it is 100 (passes
 * every policy checked) or 0 (fails at least one).
 */
const score = z.number().int().min(0).max(100).nullable();

export const devicePostureSchema = z.object({
  device_id: z.uuid(),
  hostname: z.string(),
  platform: z.string(),
  score,
  passing: count,
  failing: count,
  unknown: count,
});
export type DevicePosture = z.infer<typeof devicePostureSchema>;

export const policyFailingSchema = z.object({
  policy_id: z.uuid(),
  name: z.string(),
  critical: z.boolean(),
  passing: count,
  failing: count,
  unknown: count,
});

/** How many devices the posture lists as worst. */
export const worstDevicesShown = 10;

export const postureSchema = z.object({
  score,
  devices: count.describe("Evaluated devices: with at least one pass or fail"),
  /** Evaluated devices that pass every enabled policy: `score` is compliant / devices. */
  compliant: count,
  /** Devices failing at least one policy. */
  failing: count,
  policies: count.describe("Enabled policies"),
  worst_devices: z.array(devicePostureSchema).describe("Lowest score first, devices failing only"),
  policies_failing: z.array(policyFailingSchema).describe("Most failing devices first"),
});
export type Posture = z.infer<typeof postureSchema>;

export const personPostureSchema = z.object({
  person_id: z.uuid(),
  score,
  devices: z.array(devicePostureSchema).describe("Devices linked to the assets the person holds"),
});
export type PersonPosture = z.infer<typeof personPostureSchema>;
