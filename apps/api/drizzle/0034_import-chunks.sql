CREATE TABLE "import_chunks" (
	"tenant_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"first_row" integer NOT NULL,
	"rows" text NOT NULL,
	CONSTRAINT "import_chunks_tenant_id_import_id_first_row_pk" PRIMARY KEY("tenant_id","import_id","first_row")
);
--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Imports not finished at the upgrade keep their rows: the whole file as one chunk.
INSERT INTO "import_chunks" ("tenant_id", "import_id", "first_row", "rows") SELECT "tenant_id", "id", 0, "content" FROM "imports" WHERE "content" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "content";