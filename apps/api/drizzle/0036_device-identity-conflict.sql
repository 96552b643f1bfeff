ALTER TABLE "history_events" DROP CONSTRAINT "history_events_subject_type_check";--> statement-breakpoint
ALTER TABLE "history_events" DROP CONSTRAINT "history_events_action_check";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "identity_conflict_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_subject_type_check" CHECK (subject_type in ('asset', 'person', 'license', 'api_token', 'device'));--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_action_check" CHECK (action in ('created', 'updated', 'checked_out', 'checked_in', 'retired', 'offboarded', 'key_revealed', 'revoked', 'identity_conflict'));