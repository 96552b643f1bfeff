DROP TABLE "job_applications" CASCADE;--> statement-breakpoint
DROP TABLE "job_postings" CASCADE;