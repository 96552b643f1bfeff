CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"linkedin_url" text,
	"cover_letter" text NOT NULL,
	"cv_file" text NOT NULL,
	"cv_type" text NOT NULL,
	"cv_bytes" integer NOT NULL,
	"cv_original_name" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_applications_cv_file_unique" UNIQUE("cv_file"),
	CONSTRAINT "job_applications_email_lower_case" CHECK ("job_applications"."email" = lower("job_applications"."email")),
	CONSTRAINT "job_applications_cv_type_check" CHECK ("job_applications"."cv_type" in ('pdf', 'docx'))
);
--> statement-breakpoint
CREATE TABLE "job_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"location" text NOT NULL,
	"years" integer NOT NULL,
	"availability" text NOT NULL,
	"skills" jsonb NOT NULL,
	"about" text NOT NULL,
	"experience" jsonb NOT NULL,
	"certifications" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"initials" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_candidates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sector" text NOT NULL,
	"size" text NOT NULL,
	"location" text NOT NULL,
	"tagline" text NOT NULL,
	"about" text NOT NULL,
	"website" text,
	"founded" integer,
	"it_team" text NOT NULL,
	"perks" jsonb NOT NULL,
	"initials" text NOT NULL,
	"tone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_companies_slug_unique" UNIQUE("slug"),
	CONSTRAINT "job_companies_tone_check" CHECK ("job_companies"."tone" in ('blue', 'emerald', 'amber', 'violet', 'sky', 'rose', 'slate', 'teal'))
);
--> statement-breakpoint
CREATE TABLE "job_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"workplace" text NOT NULL,
	"remote" boolean GENERATED ALWAYS AS (workplace = 'remote') STORED NOT NULL,
	"location" text NOT NULL,
	"salary" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nice_to_have" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"published_at" timestamp with time zone,
	"submitted_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_listings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "job_listings_category_check" CHECK ("job_listings"."category" in ('engineering', 'security', 'it-operations', 'asset-management', 'customer-success')),
	CONSTRAINT "job_listings_type_check" CHECK ("job_listings"."type" in ('full-time', 'part-time', 'contract', 'internship')),
	CONSTRAINT "job_listings_workplace_check" CHECK ("job_listings"."workplace" in ('remote', 'hybrid', 'on-site')),
	CONSTRAINT "job_listings_status_check" CHECK ("job_listings"."status" in ('pending', 'live', 'rejected')),
	CONSTRAINT "job_listings_live_is_published" CHECK ("job_listings"."status" <> 'live' or "job_listings"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_listings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_company_id_job_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."job_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_job_id_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_listings_live_idx" ON "job_listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "job_listings_status_created_idx" ON "job_listings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_listings_company_idx" ON "job_listings" USING btree ("company_id");