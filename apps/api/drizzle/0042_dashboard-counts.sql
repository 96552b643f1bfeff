CREATE TABLE "dashboard_asset_counts" (
	"tenant_id" uuid NOT NULL,
	"status_label_id" uuid NOT NULL,
	"category_id" uuid,
	"location_id" uuid,
	"checked_out" boolean NOT NULL,
	"retired" boolean NOT NULL,
	"assets" integer NOT NULL,
	CONSTRAINT "dashboard_asset_counts_group" UNIQUE NULLS NOT DISTINCT("tenant_id","status_label_id","category_id","location_id","checked_out","retired")
);
--> statement-breakpoint
CREATE TABLE "dashboard_asset_days" (
	"tenant_id" uuid NOT NULL,
	"figure" text NOT NULL,
	"day" date NOT NULL,
	"assets" integer NOT NULL,
	CONSTRAINT "dashboard_asset_days_tenant_id_figure_day_pk" PRIMARY KEY("tenant_id","figure","day"),
	CONSTRAINT "dashboard_asset_days_figure" CHECK (figure in ('warranty_end', 'live_warranty_end', 'due_back'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_asset_counts" ADD CONSTRAINT "dashboard_asset_counts_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_asset_days" ADD CONSTRAINT "dashboard_asset_days_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's figures, kept by the database in the transaction of every write to assets
-- (ADR 0046). One statement-level trigger per kind of write reads the statement's changed rows
-- (transition tables), so a bulk retire of 10,000 assets is one upsert per group it touches,
-- not 10,000. Each changed row leaves its old group (-1) and joins its new one (+1); an edit
-- that moves no figure nets to zero and writes nothing. Static statements only, so their plans
-- are cached for the session (EXECUTE of a query built per call cost three times as much).
-- What one changed asset row contributes to the figures: +1 in its new state, -1 in its old.
CREATE TYPE dashboard_asset_change AS (
  tenant_id uuid, status_label_id uuid, category_id uuid, location_id uuid,
  checked_out boolean, retired boolean, warranty_end date, expected_checkin date, n integer
);--> statement-breakpoint
-- Adds the changes up per group and per day, in key order (so two bulk writes lock shared rows
-- in the same order), and drops the rows that reach zero. A workspace being deleted has no row
-- left in workspaces: its counts go with it (cascade), so its changes are not counted.
CREATE FUNCTION dashboard_apply_asset_changes(changes dashboard_asset_change[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied uuid[];
BEGIN
  WITH upserted AS (
    INSERT INTO dashboard_asset_counts AS counts
      (tenant_id, status_label_id, category_id, location_id, checked_out, retired, assets)
    SELECT tenant_id, status_label_id, category_id, location_id, checked_out, retired, sum(n)
    FROM unnest(changes)
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(n) <> 0 AND EXISTS (SELECT FROM workspaces WHERE workspaces.id = tenant_id)
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT dashboard_asset_counts_group
    DO UPDATE SET assets = counts.assets + excluded.assets
    RETURNING tenant_id, assets
  )
  SELECT array_agg(DISTINCT tenant_id) FILTER (WHERE assets = 0) FROM upserted INTO emptied;
  IF emptied IS NOT NULL THEN
    DELETE FROM dashboard_asset_counts WHERE tenant_id = ANY (emptied) AND assets = 0;
  END IF;
  WITH upserted AS (
    INSERT INTO dashboard_asset_days AS days (tenant_id, figure, day, assets)
    SELECT tenant_id, dated.figure, dated.day, sum(n)
    FROM unnest(changes) AS changed
    CROSS JOIN LATERAL (VALUES
      ('warranty_end', warranty_end),
      ('live_warranty_end', CASE WHEN NOT retired THEN warranty_end END),
      ('due_back', CASE WHEN checked_out THEN expected_checkin END)
    ) AS dated (figure, day)
    WHERE dated.day IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(n) <> 0 AND EXISTS (SELECT FROM workspaces WHERE workspaces.id = tenant_id)
    ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, figure, day) DO UPDATE SET assets = days.assets + excluded.assets
    RETURNING tenant_id, assets
  )
  SELECT array_agg(DISTINCT tenant_id) FILTER (WHERE assets = 0) FROM upserted INTO emptied;
  IF emptied IS NOT NULL THEN
    DELETE FROM dashboard_asset_days WHERE tenant_id = ANY (emptied) AND assets = 0;
  END IF;
END;
$$;--> statement-breakpoint
-- The trigger function: the transition tables are named by the trigger, hence one branch each.
CREATE FUNCTION dashboard_count_assets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_apply_asset_changes(ARRAY(
      SELECT (tenant_id, status_label_id, category_id, location_id, checked_out_at IS NOT NULL,
              retired_at IS NOT NULL, warranty_end, expected_checkin, 1)::dashboard_asset_change
      FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_apply_asset_changes(ARRAY(
      SELECT (tenant_id, status_label_id, category_id, location_id, checked_out_at IS NOT NULL,
              retired_at IS NOT NULL, warranty_end, expected_checkin, -1)::dashboard_asset_change
      FROM old_rows));
  ELSE
    PERFORM dashboard_apply_asset_changes(ARRAY(
      SELECT (tenant_id, status_label_id, category_id, location_id, checked_out_at IS NOT NULL,
              retired_at IS NOT NULL, warranty_end, expected_checkin, 1)::dashboard_asset_change
      FROM new_rows
      UNION ALL
      SELECT (tenant_id, status_label_id, category_id, location_id, checked_out_at IS NOT NULL,
              retired_at IS NOT NULL, warranty_end, expected_checkin, -1)::dashboard_asset_change
      FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A trigger with transition tables serves one kind of write, hence three.
CREATE TRIGGER dashboard_count_inserted_assets AFTER INSERT ON assets
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_assets();--> statement-breakpoint
CREATE TRIGGER dashboard_count_updated_assets AFTER UPDATE ON assets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_assets();--> statement-breakpoint
CREATE TRIGGER dashboard_count_deleted_assets AFTER DELETE ON assets
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_assets();--> statement-breakpoint
-- TRUNCATE fires no row or transition-table trigger; it empties every workspace's register,
-- so it empties every count (the runtime roles may not truncate; this is for the owner).
CREATE FUNCTION dashboard_forget_assets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_asset_counts;
  DELETE FROM dashboard_asset_days;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER dashboard_forget_truncated_assets AFTER TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_assets();--> statement-breakpoint
-- The existing registers, counted once; the triggers above (created first, in the same
-- transaction, holding their lock on assets) keep the counts from here on.
INSERT INTO dashboard_asset_counts
  (tenant_id, status_label_id, category_id, location_id, checked_out, retired, assets)
SELECT tenant_id, status_label_id, category_id, location_id,
  checked_out_at IS NOT NULL, retired_at IS NOT NULL, count(*)
FROM assets
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO dashboard_asset_days (tenant_id, figure, day, assets)
SELECT tenant_id, dated.figure, dated.day, count(*)
FROM assets
CROSS JOIN LATERAL (VALUES
  ('warranty_end', warranty_end),
  ('live_warranty_end', CASE WHEN retired_at IS NULL THEN warranty_end END),
  ('due_back', CASE WHEN checked_out_at IS NOT NULL THEN expected_checkin END)
) AS dated (figure, day)
WHERE dated.day IS NOT NULL
GROUP BY 1, 2, 3;
