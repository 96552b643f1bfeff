import { z } from "zod";
import { statusLabelKinds } from "./workspace-catalog.ts";
import { historyActions, historySubjectTypes } from "./workspace-history.ts";

/*
 * The workspace's first page: how many assets are where and in which state, what needs
 * attention soon, and what changed last. Every count covers the whole register, retired
 * assets included, exactly as the register's filters count them (so a number on the
 * dashboard is the number of rows its link opens).
 */

const count = z.number().int().min(0);

export const dashboardStatusSchema = z.object({
  status_label_id: z.uuid(),
  name: z.string(),
  kind: z.enum(statusLabelKinds),
  colour: z.string().describe("The label's colour, #rrggbb"),
  count: count.describe(
    "Assets with this label that are not checked out: checked-out assets are counted once, in `checked_out`",
  ),
});
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;

/** A category or location with its asset count; id and name null for "none set". */
export const dashboardGroupSchema = z.object({
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  count,
});
export type DashboardGroup = z.infer<typeof dashboardGroupSchema>;

export const dashboardOverdueSchema = z.object({
  id: z.uuid(),
  asset_tag: z.string(),
  name: z.string(),
  /** The person or location holding it. */
  holder_name: z.string().nullable(),
  expected_checkin: z.string(),
});
export type DashboardOverdue = z.infer<typeof dashboardOverdueSchema>;

/** A person who has left and still holds assets or licence seats: what IT must collect. */
export const dashboardToCollectSchema = z.object({
  person_id: z.uuid(),
  name: z.string(),
  assets: z.number().int(),
  license_seats: z.number().int(),
});
export type DashboardToCollect = z.infer<typeof dashboardToCollectSchema>;

export const dashboardActivitySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor_name: z.string(),
  action: z.enum(historyActions),
  subject_type: z.enum(historySubjectTypes),
  subject_id: z.uuid(),
  /** The asset's, person's or API token's name today; null once it is deleted, and for licences. */
  subject_name: z.string().nullable(),
  field: z.string().nullable(),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

/** How many top locations the dashboard names; the rest are added up as `other`. */
export const dashboardTopLocations = 10;

export const dashboardSchema = z.object({
  /** The workspace's date the windows below are counted from. */
  today: z.iso.date(),
  total: count.describe("Every asset of the register, retired ones included"),
  checked_out: count,
  in_stock: count.describe("With a deployable status label and not checked out"),
  retired: count,
  by_status: z
    .array(dashboardStatusSchema)
    .describe(
      "Every label, most assets first; with `checked_out` they add up to `total`, and the deployable labels to `in_stock`",
    ),
  by_category: z.array(dashboardGroupSchema).describe("Most assets first"),
  by_location: z.object({
    top: z
      .array(dashboardGroupSchema)
      .describe(
        "The top-level locations with most assets, each counting every location inside it, at most 10",
      ),
    other: count.describe("Assets of every further top-level location"),
  }),
  warranties_ending: z.object({
    within_30: count.describe("Warranty ending from today to 30 days from now"),
    within_90: count,
    expired: count.describe("Assets in service (not retired) whose warranty ended before today"),
  }),
  devices: z
    .object({
      total: count,
      online: count,
      offline: count,
      missing: count,
    })
    .describe(
      "Enrolled devices by the workspace's online and missing thresholds (device settings)",
    ),
  overdue_checkins: z.object({
    count,
    first: z.array(dashboardOverdueSchema).describe("The five longest overdue"),
  }),
  to_collect: z
    .object({
      people: count.describe("People who have left and still hold something"),
      first: z.array(dashboardToCollectSchema).describe("The five who left most recently"),
    })
    .describe(
      "Assets and licence seats still held by people marked as left (SCIM deactivation leaves them to collect)",
    ),
  licenses: z.object({
    expiring_30: count.describe("Licences expiring from today to 30 days from now"),
    over_allocated: count.describe("Licences with more seats in use than bought"),
  }),
  recent_activity: z.array(dashboardActivitySchema).describe("The last 10 events, newest first"),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
