ALTER TABLE "workspace_settings" ADD COLUMN "require_two_step" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The member check caches whether a workspace requires two-step sign-in with its membership
-- (ADR 0020, 0053): switching it tells every instance, as a change to the workspace row does.
CREATE TRIGGER workspace_settings_access_change
  AFTER UPDATE ON workspace_settings
  FOR EACH ROW
  WHEN (OLD.require_two_step IS DISTINCT FROM NEW.require_two_step)
  EXECUTE FUNCTION notify_access_change('w', 'tenant_id');
