-- Subscriptions bought before plans were sold per device were packages: record their size.
ALTER TABLE "subscriptions" ADD COLUMN "devices" integer NOT NULL DEFAULT 100;--> statement-breakpoint
UPDATE "subscriptions" SET "devices" = CASE "plan_id" WHEN 'starter' THEN 25 WHEN 'enterprise' THEN 2000 ELSE 100 END;--> statement-breakpoint
-- The Starter package is gone: it was Business for up to 25 devices.
UPDATE "subscriptions" SET "plan_id" = 'business' WHERE "plan_id" = 'starter';--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "devices" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_devices_check" CHECK ("subscriptions"."devices" > 0);
