ALTER TABLE "history_events" DROP CONSTRAINT "history_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "history_events" DROP CONSTRAINT "history_events_action_check";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_endpoint_idx" ON "webhook_deliveries" USING btree ("tenant_id","endpoint_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_tenant_idx" ON "webhook_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id");--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_subject_type_check" CHECK (subject_type in ('asset', 'person', 'license', 'api_token'));--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_action_check" CHECK (action in ('created', 'updated', 'checked_out', 'checked_in', 'retired', 'offboarded', 'key_revealed', 'revoked'));