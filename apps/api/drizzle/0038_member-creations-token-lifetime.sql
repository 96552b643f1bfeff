ALTER TABLE "workspace_settings" ADD COLUMN "max_token_lifetime_days" integer;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_max_token_lifetime_check" CHECK (max_token_lifetime_days is null or max_token_lifetime_days > 0);