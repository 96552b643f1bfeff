CREATE INDEX "assets_category_idx" ON "assets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "assets_sample_idx" ON "assets" USING btree ("tenant_id") WHERE is_sample;