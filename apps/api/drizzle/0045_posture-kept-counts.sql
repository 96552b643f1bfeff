ALTER TABLE "devices" ADD COLUMN "passing_policies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "unknown_policies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posture_policies" ADD COLUMN "passing_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posture_policies" ADD COLUMN "failing_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posture_policies" ADD COLUMN "unknown_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_tenant_worst_idx" ON "devices" USING btree ("tenant_id","failing_policies" DESC NULLS FIRST,lower("hostname") collate "C","id") WHERE failing_policies > 0;--> statement-breakpoint
-- The posture's counts, kept by the database in the transaction of every write to policy_results
-- and posture_policies (ADR 0050, "Amended: kept counts"; the same approach as ADR 0046):
-- devices.{passing,failing,unknown}_policies count the device's results of enabled policies,
-- posture_policies.{passing,failing,unknown}_count the policy's results. Statement-level
-- triggers with transition tables, static statements, run as the writer (row-level security
-- keeps a tenant's write to its own rows). A re-check with an unchanged status nets to zero
-- and writes nothing.
-- What one changed result contributes: +1 for its new row, -1 for its old one.
CREATE TYPE posture_result_change AS (
  tenant_id uuid, policy_id uuid, device_id uuid, status text, n integer
);--> statement-breakpoint
-- Adds changes to the devices' counts. The caller keeps only results of enabled policies.
CREATE FUNCTION posture_count_devices(changes posture_result_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE devices AS d
  SET passing_policies = d.passing_policies + c.passing,
    failing_policies = d.failing_policies + c.failing,
    unknown_policies = d.unknown_policies + c.unknown
  FROM (
    SELECT tenant_id, device_id,
      coalesce(sum(n) FILTER (WHERE status = 'pass'), 0) AS passing,
      coalesce(sum(n) FILTER (WHERE status = 'fail'), 0) AS failing,
      coalesce(sum(n) FILTER (WHERE status = 'unknown'), 0) AS unknown
    FROM unnest(changes)
    GROUP BY 1, 2
  ) AS c
  WHERE d.id = c.device_id AND d.tenant_id = c.tenant_id
    AND (c.passing <> 0 OR c.failing <> 0 OR c.unknown <> 0);
END;
$$;--> statement-breakpoint
-- Adds changes to the policies' counts. The policies' rows are locked in id order first, so
-- two check-ins of different devices cannot deadlock on them.
CREATE FUNCTION posture_count_policies(changes posture_result_change[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  moved posture_result_change[];
BEGIN
  SELECT array_agg(c) FROM unnest(changes) AS c
  WHERE c.policy_id IN (
    SELECT policy_id FROM unnest(changes) GROUP BY policy_id, status HAVING sum(n) <> 0
  ) INTO moved;
  IF moved IS NULL THEN
    RETURN;
  END IF;
  PERFORM FROM posture_policies
  WHERE id IN (SELECT policy_id FROM unnest(moved)) ORDER BY id FOR UPDATE;
  UPDATE posture_policies AS p
  SET passing_count = p.passing_count + c.passing,
    failing_count = p.failing_count + c.failing,
    unknown_count = p.unknown_count + c.unknown
  FROM (
    SELECT tenant_id, policy_id,
      coalesce(sum(n) FILTER (WHERE status = 'pass'), 0) AS passing,
      coalesce(sum(n) FILTER (WHERE status = 'fail'), 0) AS failing,
      coalesce(sum(n) FILTER (WHERE status = 'unknown'), 0) AS unknown
    FROM unnest(moved)
    GROUP BY 1, 2
  ) AS c
  WHERE p.id = c.policy_id AND p.tenant_id = c.tenant_id;
END;
$$;--> statement-breakpoint
-- Both counts from the changed rows (policies first, then devices: the order every write
-- takes them in). A result of a policy gone (deleted, the results going by cascade) moves no
-- device: the policy's delete trigger has already taken them off.
CREATE FUNCTION posture_apply_result_changes(changes posture_result_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posture_count_policies(changes);
  PERFORM posture_count_devices(ARRAY(
    SELECT c FROM unnest(changes) AS c
    JOIN posture_policies AS p ON p.id = c.policy_id AND p.tenant_id = c.tenant_id
    WHERE p.enabled));
END;
$$;--> statement-breakpoint
-- The trigger function: the transition tables are named by the trigger, hence one branch each.
CREATE FUNCTION posture_count_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM posture_apply_result_changes(ARRAY(
      SELECT (tenant_id, policy_id, device_id, status, 1)::posture_result_change FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM posture_apply_result_changes(ARRAY(
      SELECT (tenant_id, policy_id, device_id, status, -1)::posture_result_change FROM old_rows));
  ELSE
    PERFORM posture_apply_result_changes(ARRAY(
      SELECT (tenant_id, policy_id, device_id, status, 1)::posture_result_change FROM new_rows
      UNION ALL
      SELECT (tenant_id, policy_id, device_id, status, -1)::posture_result_change FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posture_count_inserted_results AFTER INSERT ON policy_results
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posture_count_results();--> statement-breakpoint
CREATE TRIGGER posture_count_updated_results AFTER UPDATE ON policy_results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posture_count_results();--> statement-breakpoint
CREATE TRIGGER posture_count_deleted_results AFTER DELETE ON policy_results
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posture_count_results();--> statement-breakpoint
-- A policy switched on or off adds or takes its results to or from its devices' counts.
-- (Transition tables allow no column list, so every update of a policy comes here, including
-- the count updates above; those switch nothing and write nothing.)
CREATE FUNCTION posture_count_switched_policies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM posture_count_devices(ARRAY(
    SELECT (r.tenant_id, r.policy_id, r.device_id, r.status,
            CASE WHEN n.enabled THEN 1 ELSE -1 END)::posture_result_change
    FROM new_rows AS n
    JOIN old_rows AS o ON o.id = n.id AND o.enabled <> n.enabled
    JOIN policy_results AS r ON r.policy_id = n.id AND r.tenant_id = n.tenant_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posture_count_switched_policies AFTER UPDATE ON posture_policies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posture_count_switched_policies();--> statement-breakpoint
-- A policy deleted: its results go by cascade after the row, when the trigger above could no
-- longer tell whether it was enabled; so an enabled policy's results leave its devices' counts
-- here, before the row goes. Not while its workspace is being deleted (everything goes).
CREATE FUNCTION posture_uncount_deleted_policy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.enabled AND EXISTS (SELECT FROM workspaces WHERE id = OLD.tenant_id) THEN
    PERFORM posture_count_devices(ARRAY(
      SELECT (tenant_id, policy_id, device_id, status, -1)::posture_result_change
      FROM policy_results WHERE policy_id = OLD.id AND tenant_id = OLD.tenant_id));
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posture_uncount_deleted_policy BEFORE DELETE ON posture_policies
  FOR EACH ROW EXECUTE FUNCTION posture_uncount_deleted_policy();--> statement-breakpoint
-- TRUNCATE fires no transition-table trigger; it empties every workspace's results.
CREATE FUNCTION posture_forget_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE devices SET passing_policies = 0, failing_policies = 0, unknown_policies = 0
  WHERE passing_policies <> 0 OR failing_policies <> 0 OR unknown_policies <> 0;
  UPDATE posture_policies SET passing_count = 0, failing_count = 0, unknown_count = 0
  WHERE passing_count <> 0 OR failing_count <> 0 OR unknown_count <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER posture_forget_truncated_results AFTER TRUNCATE ON policy_results
  FOR EACH STATEMENT EXECUTE FUNCTION posture_forget_results();--> statement-breakpoint
-- The existing results, counted once; the triggers above (created first, in the same
-- transaction, holding their locks) keep the counts from here on. failing_policies was kept by
-- the service until now: counted again, so the three agree.
UPDATE devices AS d
SET passing_policies = coalesce(c.passing, 0), failing_policies = coalesce(c.failing, 0),
  unknown_policies = coalesce(c.unknown, 0)
FROM devices AS all_devices
LEFT JOIN (
  SELECT r.device_id,
    count(*) FILTER (WHERE r.status = 'pass') AS passing,
    count(*) FILTER (WHERE r.status = 'fail') AS failing,
    count(*) FILTER (WHERE r.status = 'unknown') AS unknown
  FROM policy_results AS r
  JOIN posture_policies AS p ON p.id = r.policy_id AND p.tenant_id = r.tenant_id
  WHERE p.enabled
  GROUP BY 1
) AS c ON c.device_id = all_devices.id
WHERE d.id = all_devices.id;--> statement-breakpoint
UPDATE posture_policies AS p
SET passing_count = c.passing, failing_count = c.failing, unknown_count = c.unknown
FROM (
  SELECT policy_id,
    count(*) FILTER (WHERE status = 'pass') AS passing,
    count(*) FILTER (WHERE status = 'fail') AS failing,
    count(*) FILTER (WHERE status = 'unknown') AS unknown
  FROM policy_results
  GROUP BY 1
) AS c
WHERE p.id = c.policy_id;
