CREATE TABLE "post_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "post_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_tag_links" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "post_tag_links_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "post_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"cover_image" text,
	"media" jsonb,
	"author_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"reading_minutes" integer NOT NULL,
	"source_hash" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "excerpt" || ' ' || "body_markdown")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_kind_check" CHECK ("posts"."kind" in ('blog', 'kb')),
	CONSTRAINT "posts_format_check" CHECK ("posts"."format" in ('standard', 'slider', 'gallery', 'youtube', 'vimeo', 'audio', 'blockquote')),
	CONSTRAINT "posts_reading_minutes_check" CHECK ("posts"."reading_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "post_tag_links" ADD CONSTRAINT "post_tag_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tag_links" ADD CONSTRAINT "post_tag_links_tag_id_post_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."post_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_post_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."post_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tag_links_tag_idx" ON "post_tag_links" USING btree ("tag_id","post_id");--> statement-breakpoint
CREATE INDEX "posts_kind_published_idx" ON "posts" USING btree ("kind","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_category_published_idx" ON "posts" USING btree ("category_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");