-- history_events is append-only: nobody edits or deletes history. The one exception is the
-- cascade of deleting a whole workspace: by the time it reaches these rows their workspace
-- row is gone, which is what the check below looks for.
CREATE FUNCTION history_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM workspaces WHERE id = OLD.tenant_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'history_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER history_events_no_update_or_delete
  BEFORE UPDATE OR DELETE ON history_events
  FOR EACH ROW EXECUTE FUNCTION history_events_append_only();--> statement-breakpoint
CREATE TRIGGER history_events_no_truncate
  BEFORE TRUNCATE ON history_events
  FOR EACH STATEMENT EXECUTE FUNCTION history_events_append_only();
