ALTER TABLE "device_software" DROP CONSTRAINT "device_software_device_id_name_version_source_pk";--> statement-breakpoint
ALTER TABLE "device_software" ADD CONSTRAINT "device_software_tenant_id_device_id_name_version_source_pk" PRIMARY KEY("tenant_id","device_id","name","version","source");--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "hostname_sort" text COLLATE "C" GENERATED ALWAYS AS (lower(hostname)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_results" ADD COLUMN "sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_tenant_hostname_sort_idx" ON "devices" USING btree ("tenant_id","hostname_sort","id");--> statement-breakpoint
CREATE INDEX "devices_tenant_last_seen_idx" ON "devices" USING btree ("tenant_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "devices_tenant_policy_counts_idx" ON "devices" USING btree ("tenant_id","failing_policies","passing_policies");--> statement-breakpoint
-- Hand-written (ADR 0050, "Amended: a policy's devices by a kept key"): policy_results.sort_key
-- is the status's rank (fail 0, unknown 1, pass 2) then the device's hostname_sort, so a
-- policy's devices page is a range of policy_results_policy_sort_idx. A BEFORE trigger sets it
-- on insert (reading the device's key) and re-ranks it when the status changes; an AFTER
-- trigger on devices follows a rename. Invoker's rights, as the kept counts (0045).
CREATE FUNCTION policy_status_rank(status text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE status WHEN 'fail' THEN '0' WHEN 'unknown' THEN '1' ELSE '2' END
$$;--> statement-breakpoint
CREATE FUNCTION policy_results_set_sort_key() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.device_id = OLD.device_id THEN
    NEW.sort_key := policy_status_rank(NEW.status) || substr(OLD.sort_key, 2);
  ELSE
    NEW.sort_key := policy_status_rank(NEW.status) || coalesce((
      SELECT d.hostname_sort FROM devices AS d
      WHERE d.id = NEW.device_id AND d.tenant_id = NEW.tenant_id), '');
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER policy_results_sort_key BEFORE INSERT OR UPDATE OF status, device_id ON policy_results
FOR EACH ROW EXECUTE FUNCTION policy_results_set_sort_key();--> statement-breakpoint
CREATE FUNCTION devices_rename_policy_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE policy_results SET sort_key = left(sort_key, 1) || NEW.hostname_sort
  WHERE tenant_id = NEW.tenant_id AND device_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER devices_rename_policy_results AFTER UPDATE OF hostname ON devices
FOR EACH ROW WHEN (OLD.hostname IS DISTINCT FROM NEW.hostname)
EXECUTE FUNCTION devices_rename_policy_results();--> statement-breakpoint
UPDATE policy_results AS r SET sort_key = policy_status_rank(r.status) || d.hostname_sort
FROM devices AS d WHERE d.id = r.device_id AND d.tenant_id = r.tenant_id;--> statement-breakpoint
CREATE INDEX "policy_results_policy_sort_idx" ON "policy_results" USING btree ("tenant_id","policy_id","sort_key","device_id");--> statement-breakpoint
-- The kept counts' policy locks (0045) become FOR NO KEY UPDATE: a new result's foreign key
-- holds FOR KEY SHARE on its policy, which FOR UPDATE waits for, so two devices' first results
-- of one policy deadlocked (each held the key share the other's FOR UPDATE waited on; the
-- simulated fleet's check-in of two Linux hosts showed it once the insert's sort-key trigger
-- widened the window). FOR NO KEY UPDATE still orders the count writers by id and is what the
-- UPDATE of the counts takes anyway.
CREATE OR REPLACE FUNCTION posture_count_policies(changes posture_result_change[]) RETURNS void
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
  WHERE id IN (SELECT policy_id FROM unnest(moved)) ORDER BY id FOR NO KEY UPDATE;
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
$$;
