import { z } from "zod";
import { pageOf } from "./paging.ts";
import { localeSchema } from "./locale.ts";

/* The signed-in user's own records under /api/user/me (issue 5): social links, notifications, sessions. */

// Social links

export const socialNetworks = ["website", "linkedin", "github", "x", "mastodon"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Host names a link to each network may use; `website` and `mastodon` (any server) take any host. */
export const socialHosts: Partial<Record<SocialNetwork, readonly string[]>> = {
  linkedin: ["linkedin.com"],
  github: ["github.com"],
  x: ["x.com", "twitter.com"],
};

const networkNames: Record<SocialNetwork, string> = {
  website: "website",
  linkedin: "LinkedIn",
  github: "GitHub",
  x: "X",
  mastodon: "Mastodon",
};

/** Why `value` cannot be the link for `network`, or null. Only https links are accepted. */
export function socialLinkProblem(network: SocialNetwork, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full address starting with https://";
  }
  if (url.protocol !== "https:") return "Use an https:// address";
  if (url.username || url.password) return "Remove the user name from the address";
  const host = url.hostname.toLowerCase();
  if (!host.includes(".")) return "Enter a full address starting with https://";
  const allowed = socialHosts[network];
  if (allowed && !allowed.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    return `Enter a ${networkNames[network]} address (${allowed.join(" or ")})`;
  }
  if (network === "mastodon" && !/^\/@[\w.-]+/.test(url.pathname)) {
    return "Enter your profile address, such as https://mastodon.social/@name";
  }
  return null;
}

const linkField = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(300, { error: "Use at most 300 characters" })
    .nullable()
    .optional()
    .transform((value) => value || null)
    .superRefine((value, context) => {
      const problem = value ? socialLinkProblem(network, value) : null;
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** PUT /api/user/me/social: every network; an empty or null value removes that link. */
export const socialLinksRequestSchema = z.strictObject({
  website: linkField("website"),
  linkedin: linkField("linkedin"),
  github: linkField("github"),
  x: linkField("x"),
  mastodon: linkField("mastodon"),
});
export type SocialLinksRequest = z.input<typeof socialLinksRequestSchema>;

export const socialLinksSchema = z.object({
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  github: z.string().nullable(),
  x: z.string().nullable(),
  mastodon: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

// Notifications

/** `workspace`: the daily digest of what is due in the workspaces the user helps run. */
export const notificationCategories = [
  "trial",
  "billing",
  "security",
  "product",
  "workspace",
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(notificationCategories),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const notificationListSchema = pageOf(notificationSchema, "Newest first").extend({
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

/** E-mail per category; security e-mails cannot be switched off. */
export const notificationPreferencesSchema = z.object({
  trial: z.boolean(),
  billing: z.boolean(),
  security: z.boolean(),
  product: z.boolean(),
  workspace: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesRequestSchema = z.strictObject({
  trial: z.boolean(),
  billing: z.boolean(),
  security: z.literal(true, { error: "Security e-mails cannot be switched off" }),
  product: z.boolean(),
  workspace: z.boolean(),
});

// Sessions and the account itself

export const userSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionListSchema = z.object({ items: z.array(userSessionSchema) });

/** POST /api/user/me/delete: the password confirms it is the owner. 204. */
export const deleteAccountRequestSchema = z.strictObject({
  password: z.string().min(1, { error: "Enter your password" }).max(128),
});

/** PUT /api/user/me/details: the names and the language of e-mails. */
export const updateDetailsRequestSchema = z.strictObject({
  first_name: z.string().trim().max(80, { error: "Use at most 80 characters" }).nullable(),
  last_name: z.string().trim().max(80, { error: "Use at most 80 characters" }).nullable(),
  locale: localeSchema.optional(),
});
export type UpdateDetailsRequest = z.infer<typeof updateDetailsRequestSchema>;
