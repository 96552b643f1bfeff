CREATE TABLE "software_names" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "software_names_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
DROP INDEX "device_software_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "software_names" ADD CONSTRAINT "software_names_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "software_names_name_trgm_idx" ON "software_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (ADR 0051, "Amended: names first"): software_names keeps every name the
-- workspace's device_software rows have had, in the transaction that writes them. One
-- statement-level trigger per kind of write reads the statement's rows (a snapshot of 50 rows
-- is one insert of its distinct names); the names go in sorted, so two snapshots adding the
-- same new names lock them in the same order. Invoker's rights, as the kept counts (0045):
-- the policy lets a workspace add only its own names.
CREATE FUNCTION software_names_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO software_names (tenant_id, name)
  SELECT DISTINCT tenant_id, name FROM written ORDER BY tenant_id, name
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER software_names_on_insert AFTER INSERT ON device_software
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION software_names_keep();--> statement-breakpoint
CREATE TRIGGER software_names_on_update AFTER UPDATE ON device_software
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION software_names_keep();--> statement-breakpoint
INSERT INTO software_names (tenant_id, name)
SELECT DISTINCT tenant_id, name FROM device_software ORDER BY tenant_id, name;
