-- The API keeps validated sessions and workspace memberships in memory (ADR 0020). Whoever
-- changes a row those answers rest on, these triggers tell every instance at commit:
-- NOTIFY fleetward_access with 'u:<user id>', 'w:<workspace id>' or 't:<trial id>', and '*'
-- (forget everything) for a TRUNCATE. Listeners: apps/api/src/db/change-feed.ts.
CREATE FUNCTION notify_access_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('fleetward_access', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_key := to_jsonb(OLD) ->> TG_ARGV[1];
    PERFORM pg_notify('fleetward_access', TG_ARGV[0] || ':' || old_key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := to_jsonb(NEW) ->> TG_ARGV[1];
    IF new_key IS DISTINCT FROM old_key THEN
      PERFORM pg_notify('fleetward_access', TG_ARGV[0] || ':' || new_key);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Sliding the idle expiry (last_seen_at, at most once a minute) only lengthens a session:
-- no notification, or every instance would drop the entry once a minute.
CREATE TRIGGER sessions_access_change
  AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.remember IS DISTINCT FROM NEW.remember
    OR NEW.idle_expires_at < OLD.idle_expires_at)
  EXECUTE FUNCTION notify_access_change('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER sessions_access_delete
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_access_change('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER users_access_change
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_access_change('u', 'id');--> statement-breakpoint
CREATE TRIGGER workspace_members_access_change
  AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION notify_access_change('w', 'workspace_id');--> statement-breakpoint
CREATE TRIGGER workspaces_access_change
  AFTER UPDATE OR DELETE ON workspaces
  FOR EACH ROW EXECUTE FUNCTION notify_access_change('w', 'id');--> statement-breakpoint
CREATE TRIGGER trials_access_change
  AFTER UPDATE OR DELETE ON trials
  FOR EACH ROW EXECUTE FUNCTION notify_access_change('t', 'id');--> statement-breakpoint
CREATE TRIGGER sessions_access_truncate
  AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER users_access_truncate
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER workspace_members_access_truncate
  AFTER TRUNCATE ON workspace_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER workspaces_access_truncate
  AFTER TRUNCATE ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();--> statement-breakpoint
CREATE TRIGGER trials_access_truncate
  AFTER TRUNCATE ON trials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
