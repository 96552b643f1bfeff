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
CREATE INDEX "policy_results_policy_sort_idx" ON "policy_results" USING btree ("tenant_id","policy_id","sort_key","device_id");
