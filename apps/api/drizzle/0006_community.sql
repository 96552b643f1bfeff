CREATE TABLE "course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "course_lessons_minutes_check" CHECK ("course_lessons"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"audience" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"topic" text NOT NULL,
	"level" text NOT NULL,
	"instructor_name" text NOT NULL,
	"instructor_role" text NOT NULL,
	"instructor_bio" text NOT NULL,
	"tone" text NOT NULL,
	"cover_image" text,
	"source_hash" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "summary" || ' ' || "description")) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_level_check" CHECK ("courses"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "courses_topic_check" CHECK ("courses"."topic" in ('asset-inventory', 'device-security', 'lifecycle', 'compliance', 'licences', 'incident-response')),
	CONSTRAINT "courses_tone_check" CHECK ("courses"."tone" in ('blue', 'emerald', 'amber', 'violet', 'sky', 'rose'))
);
--> statement-breakpoint
CREATE TABLE "forum_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "forum_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"author_role" text,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"seed_key" text,
	CONSTRAINT "forum_replies_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"author_role" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"seed_key" text,
	CONSTRAINT "forum_topics_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "question" || ' ' || "answer")) STORED NOT NULL,
	CONSTRAINT "help_faqs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "help_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"minutes" integer NOT NULL,
	"audience" text NOT NULL,
	"steps" jsonb NOT NULL,
	"tip" text NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_text")) STORED NOT NULL,
	CONSTRAINT "help_guides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_faqs" ADD CONSTRAINT "help_faqs_category_slug_help_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."help_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_guides" ADD CONSTRAINT "help_guides_category_slug_help_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."help_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_lessons_module_position_unique" ON "course_lessons" USING btree ("module_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_course_position_unique" ON "course_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_position_idx" ON "courses" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "forum_replies_topic_created_idx" ON "forum_replies" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_author_created_idx" ON "forum_replies" USING btree ("author_user_id","created_at") WHERE author_user_id is not null;--> statement-breakpoint
CREATE INDEX "forum_topics_category_activity_idx" ON "forum_topics" USING btree ("category_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_activity_idx" ON "forum_topics" USING btree ("last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_author_created_idx" ON "forum_topics" USING btree ("author_user_id","created_at") WHERE author_user_id is not null;--> statement-breakpoint
CREATE INDEX "help_faqs_search_idx" ON "help_faqs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "help_guides_search_idx" ON "help_guides" USING gin ("search_vector");