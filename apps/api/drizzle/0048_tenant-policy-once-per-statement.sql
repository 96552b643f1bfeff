-- Hand-written: the workspace policies read the tenant setting once per statement from now on
-- (a scalar subquery; db/isolation.ts). The isolation statement creates a missing policy on
-- every start, after the migrations, so dropping the old ones here is how they change. Until
-- it runs, the runtime role sees no workspace's rows (row-level security is forced).
DO $$
DECLARE
  tenant_policy record;
BEGIN
  FOR tenant_policy IN
    SELECT c.relname AS name FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid
    WHERE p.polname = 'fleetward_tenant'
  LOOP
    EXECUTE format('DROP POLICY fleetward_tenant ON %I', tenant_policy.name);
  END LOOP;
END
$$;
