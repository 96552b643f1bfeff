ALTER TABLE "status_labels" DROP CONSTRAINT "status_labels_kind_check";--> statement-breakpoint
ALTER TABLE "status_labels" ADD CONSTRAINT "status_labels_kind_check" CHECK (kind in ('deployable', 'pending', 'undeployable', 'archived', 'lost'));--> statement-breakpoint
-- Hand-written (ADR 0042): every existing workspace gets the new default label "Lost or stolen"
-- (new workspaces get it from defaultStatusLabels); a workspace with a label of that name keeps it.
INSERT INTO "status_labels" ("tenant_id", "name", "kind", "colour", "is_default", "created_at", "updated_at")
SELECT "id", 'Lost or stolen', 'lost', '#6b46c1', true, now(), now() FROM "workspaces"
ON CONFLICT DO NOTHING;
