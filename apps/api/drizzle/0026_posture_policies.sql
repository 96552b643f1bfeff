CREATE TABLE "policy_result_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"alertable" boolean NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "policy_result_changes_to_status" CHECK (to_status in ('pass', 'fail', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "policy_results" (
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"status" text NOT NULL,
	"last_definite" text,
	"checked_at" timestamp with time zone NOT NULL,
	"error" text,
	CONSTRAINT "policy_results_policy_id_device_id_pk" PRIMARY KEY("policy_id","device_id"),
	CONSTRAINT "policy_results_status" CHECK (status in ('pass', 'fail', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "posture_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"platforms" text[] NOT NULL,
	"query" text NOT NULL,
	"resolution" text,
	"critical" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"library_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "posture_policies_platforms" CHECK (cardinality(platforms) > 0 and platforms <@ '{windows,macos,linux}'::text[])
);
--> statement-breakpoint
ALTER TABLE "policy_result_changes" ADD CONSTRAINT "policy_result_changes_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_result_changes" ADD CONSTRAINT "policy_result_changes_policy_id_posture_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."posture_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_result_changes" ADD CONSTRAINT "policy_result_changes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_results" ADD CONSTRAINT "policy_results_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_results" ADD CONSTRAINT "policy_results_policy_id_posture_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."posture_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_results" ADD CONSTRAINT "policy_results_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posture_policies" ADD CONSTRAINT "posture_policies_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_result_changes_device_idx" ON "policy_result_changes" USING btree ("tenant_id","device_id","changed_at");--> statement-breakpoint
CREATE INDEX "policy_result_changes_pending_idx" ON "policy_result_changes" USING btree ("tenant_id","id") WHERE alertable and alerted_at is null;--> statement-breakpoint
CREATE INDEX "policy_results_tenant_device_idx" ON "policy_results" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE INDEX "policy_results_policy_status_idx" ON "policy_results" USING btree ("policy_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "posture_policies_tenant_name_unique" ON "posture_policies" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "posture_policies_tenant_library_unique" ON "posture_policies" USING btree ("tenant_id","library_key") WHERE library_key is not null;