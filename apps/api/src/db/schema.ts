/*
 * Every table, gathered for the Drizzle client and drizzle-kit. Tables live in their module's
 * schema.ts; this file only aggregates them, and no module imports it.
 */
export * from "../modules/account/users/schema.ts";
export * from "../modules/account/auth/schema.ts";
export * from "../modules/account/trials/schema.ts";
export * from "../modules/account/notifications/schema.ts";
export * from "../modules/account/billing/schema.ts";
export * from "../modules/platform/mail/schema.ts";
export * from "../modules/site/newsletter/schema.ts";
export * from "../modules/site/contact/schema.ts";
export * from "../modules/site/support/schema.ts";
export * from "../modules/site/posts/schema.ts";
export * from "../modules/site/courses/schema.ts";
export * from "../modules/site/forums/schema.ts";
export * from "../modules/site/help/schema.ts";
export * from "../modules/site/jobs/schema.ts";
export * from "../modules/site/plans/schema.ts";
export * from "../modules/site/stories/schema.ts";
export * from "../modules/site/consents/schema.ts";
export * from "../modules/workspace/assets/schema.ts";
export * from "../modules/workspace/core/schema.ts";
export * from "../modules/workspace/members/schema.ts";
export * from "../modules/workspace/catalog/schema.ts";
export * from "../modules/workspace/people/schema.ts";
export * from "../modules/workspace/history/schema.ts";
export * from "../modules/workspace/settings/schema.ts";
export * from "../modules/workspace/custom-fields/schema.ts";
export * from "../modules/workspace/licenses/schema.ts";
export * from "../modules/workspace/reminders/schema.ts";
export * from "../modules/workspace/imports/schema.ts";
export * from "../modules/workspace/api-tokens/schema.ts";
export * from "../modules/workspace/devices/schema.ts";
export * from "../modules/workspace/policies/schema.ts";
export * from "../modules/workspace/webhooks/schema.ts";
export * from "../modules/workspace/quotas/schema.ts";
export * from "../modules/workspace/dashboard/schema.ts";
export * from "../modules/workspace/scim/schema.ts";
export * from "../modules/workspace/sso/schema.ts";
