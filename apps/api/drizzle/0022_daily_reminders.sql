CREATE TABLE "reminder_digests" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"emailed" boolean NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_digests_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_digests_day_idx" ON "reminder_digests" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reminder_digests_user_idx" ON "reminder_digests" USING btree ("user_id");