-- The API caches validated API tokens in memory (ADR 0020, 0028). Revoking a token, changing
-- what it may do or deleting it tells every instance at commit (NOTIFY fleetward_access
-- 'w:<tenant id>'), so the next call with it already answers 401. Recording last_used_at (at
-- most once a minute) notifies no one.
CREATE TRIGGER api_tokens_access_change
  AFTER UPDATE ON api_tokens
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.scope IS DISTINCT FROM NEW.scope
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION notify_access_change('w', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER api_tokens_access_delete
  AFTER DELETE ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_access_change('w', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER api_tokens_access_truncate
  AFTER TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_change();
