ALTER TABLE "history_events" DROP CONSTRAINT "history_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "history_events" DROP CONSTRAINT "history_events_action_check";--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_subject_type_check" CHECK (subject_type in ('asset', 'person', 'license', 'api_token'));--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_action_check" CHECK (action in ('created', 'updated', 'checked_out', 'checked_in', 'retired', 'offboarded', 'key_revealed', 'revoked'));