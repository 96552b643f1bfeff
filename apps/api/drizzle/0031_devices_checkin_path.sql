DROP INDEX "devices_last_seen_idx";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "queries_due_at" timestamp with time zone;--> statement-breakpoint
-- last_seen_at and the due times change on check-ins: room on each page lets those updates stay HOT (no index touched).
ALTER TABLE "devices" SET (fillfactor = 80);
