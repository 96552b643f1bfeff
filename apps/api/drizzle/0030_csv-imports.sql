CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"headers" jsonb NOT NULL,
	"content" text,
	"total_rows" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{"created":0,"updated":0,"unchanged":0,"refused":0}'::jsonb NOT NULL,
	"outcomes" text DEFAULT '' NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK (status in ('uploaded', 'queued', 'running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_tenant_created_idx" ON "imports" USING btree ("tenant_id","created_at");