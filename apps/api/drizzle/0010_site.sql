CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_monthly_cents" integer,
	"price_yearly_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"device_limit" integer,
	"features" jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" = 'EUR'),
	CONSTRAINT "plans_prices_check" CHECK (coalesce("plans"."price_monthly_cents", 0) >= 0 and coalesce("plans"."price_yearly_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"client" text NOT NULL,
	"category_id" integer NOT NULL,
	"sector" text NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"devices" integer NOT NULL,
	"customer_since" text NOT NULL,
	"summary" text NOT NULL,
	"challenge" jsonb NOT NULL,
	"solution" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"timeline" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"tools" jsonb NOT NULL,
	"initials" text NOT NULL,
	"tone" text NOT NULL,
	"cover_image" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "stories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stories_devices_check" CHECK ("stories"."devices" >= 0),
	CONSTRAINT "stories_tone_check" CHECK (tone in ('blue', 'emerald', 'amber', 'violet', 'sky', 'rose', 'teal', 'indigo', 'orange', 'fuchsia', 'lime', 'cyan'))
);
--> statement-breakpoint
CREATE TABLE "story_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "story_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"policy_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cookie_consents_choice_check" CHECK (choice in ('all', 'essential'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_category_id_story_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."story_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_trial" ON "plans" USING btree ("is_trial") WHERE "plans"."is_trial";--> statement-breakpoint
CREATE INDEX "stories_category_idx" ON "stories" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "cookie_consents_subject_idx" ON "cookie_consents" USING btree ("subject_id","created_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'));