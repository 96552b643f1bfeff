CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_topic_check" CHECK ("contact_messages"."topic" in ('sales', 'trial', 'support', 'billing', 'partnership', 'press', 'other')),
	CONSTRAINT "contact_messages_email_lower_case" CHECK ("contact_messages"."email" = lower("contact_messages"."email"))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"linkedin_url" text,
	"cover_letter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_email_lower_case" CHECK ("job_applications"."email" = lower("job_applications"."email"))
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"workplace" text NOT NULL,
	"employment_type" text NOT NULL,
	"salary" text NOT NULL,
	"description" text NOT NULL,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_category_check" CHECK ("job_postings"."category" in ('Engineering', 'Security', 'IT operations', 'Asset management', 'Customer success')),
	CONSTRAINT "job_postings_workplace_check" CHECK ("job_postings"."workplace" in ('Remote', 'Hybrid', 'On-site')),
	CONSTRAINT "job_postings_employment_type_check" CHECK ("job_postings"."employment_type" in ('Full-time', 'Part-time', 'Contract')),
	CONSTRAINT "job_postings_status_check" CHECK ("job_postings"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "job_postings_contact_email_lower_case" CHECK ("job_postings"."contact_email" = lower("job_postings"."contact_email"))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text GENERATED ALWAYS AS ('FW-' || extract(year from created_at at time zone 'UTC')::text || '-' || lpad(number::text, greatest(6, length(number::text)), '0')) STORED NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"severity" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "support_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "support_requests_severity_check" CHECK ("support_requests"."severity" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "support_requests_email_lower_case" CHECK ("support_requests"."email" = lower("support_requests"."email"))
);
--> statement-breakpoint
CREATE INDEX "job_applications_job_id_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("status");