ALTER TABLE "assets" DROP COLUMN "model";--> statement-breakpoint
ALTER TABLE "assets" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "assets" DROP COLUMN "assigned_to";