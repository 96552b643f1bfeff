CREATE TABLE "sso_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"oidc_issuer" text,
	"oidc_client_id" text,
	"oidc_client_secret_sealed" text,
	"saml_idp_entity_id" text,
	"saml_sso_url" text,
	"saml_certificates" jsonb,
	"saml_metadata_url" text,
	"default_role" text NOT NULL,
	"group_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_connections_tenant_id_id_unique" UNIQUE("tenant_id","id"),
	CONSTRAINT "sso_connections_protocol_check" CHECK (protocol in ('oidc', 'saml')),
	CONSTRAINT "sso_connections_default_role_check" CHECK (default_role in ('admin', 'technician', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"txt_value" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_handovers" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"binding_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"tenant_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_role" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_identities_pkey" PRIMARY KEY("connection_id","subject")
);
--> statement-breakpoint
CREATE TABLE "sso_used_assertions" (
	"tenant_id" uuid NOT NULL,
	"assertion_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_used_assertions_pkey" PRIMARY KEY("tenant_id","assertion_key")
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_sign_in_method_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sso_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_handovers" ADD CONSTRAINT "sso_handovers_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_handovers" ADD CONSTRAINT "sso_handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_connection_id_fk" FOREIGN KEY ("tenant_id","connection_id") REFERENCES "public"."sso_connections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_used_assertions" ADD CONSTRAINT "sso_used_assertions_tenant_id_workspaces_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_connections_one_per_tenant" ON "sso_connections" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_domains_tenant_domain_unique" ON "sso_domains" USING btree ("tenant_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_domains_verified_once" ON "sso_domains" USING btree ("domain") WHERE verified_at is not null;--> statement-breakpoint
CREATE INDEX "sso_handovers_expires_idx" ON "sso_handovers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sso_used_assertions_expires_idx" ON "sso_used_assertions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sign_in_method_check" CHECK ("sessions"."sign_in_method" in ('password', 'second_factor', 'passkey', 'sso'));--> statement-breakpoint
-- The member check caches which verified domains of a workspace must sign in by SSO with its
-- membership (ADR 0020, 0055): any change to either tells every instance.
CREATE TRIGGER sso_connections_access_change
  AFTER INSERT OR UPDATE OR DELETE ON sso_connections
  FOR EACH ROW
  EXECUTE FUNCTION notify_access_change('w', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER sso_domains_access_change
  AFTER INSERT OR UPDATE OR DELETE ON sso_domains
  FOR EACH ROW
  EXECUTE FUNCTION notify_access_change('w', 'tenant_id');
