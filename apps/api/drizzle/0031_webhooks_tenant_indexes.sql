DROP INDEX "webhook_deliveries_endpoint_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_endpoint_idx" ON "webhook_deliveries" USING btree ("tenant_id","endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_tenant_idx" ON "webhook_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id");