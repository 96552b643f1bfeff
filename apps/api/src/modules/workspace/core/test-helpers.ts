import { randomBytes, randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";

/** The rows a raw statement returned. */
export const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.orm.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A workspace made straight in the database (its owner, trial and row), for tests of the
 * schema itself; `label` keeps names and domains apart. Returns the workspace's id.
 */
export async function insertWorkspace(database: Database, label: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    database,
    sql`
      with account as (
        insert into users (username, email, password_hash, role)
        values (${label}, ${`${label}@example.com`}, 'x', 'customer') returning id
      ), trial as (
        insert into trials (user_id, status, company_name, app_name, app_domain, company_email,
          phone, street_address, building, postal_code, city, country, first_name, last_name,
          title, position, department, requested_at, updated_at)
        select id, 'active', ${label}, ${label}, ${label}, ${`it@${label}.example`}, '1',
          'Street', 'B', 'P', 'City', 'GB', 'Ada', 'Okafor', 'Ms', 'IT', 'IT', now(), now()
        from account
        returning id, user_id
      )
      insert into workspaces (trial_id, app_domain, name, owner_user_id, created_at)
      select id, ${label}, ${label}, user_id, now() from trial returning id`,
  );
  if (!row) throw new Error(`workspace ${label} was not made`);
  return row.id;
}

/** The first database error (SQLSTATE and constraint) in an error's causes. */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === "string") {
      return { code, ...(typeof constraint === "string" && { constraint }) };
    }
  }
  throw error;
}

/** What running `statement` failed with; fails the test if it succeeded. */
export async function refusalOf(database: Database, statement: SQL) {
  try {
    await database.orm.execute(statement);
  } catch (error) {
    return databaseErrorOf(error);
  }
  throw new Error("the database accepted the statement");
}

/**
 * One row in every tenant table that another refers to or that refers to another, each
 * reference filled (every nullable one by some row), all within workspace `tenant`.
 * Rows deleted through ON DELETE SET NULL keys are referred to only by such keys (and by
 * cascades), so deleting one of them shows what the key does and nothing else.
 */
export async function fillWorkspace(database: Database, tenant: string): Promise<void> {
  const id = () => randomUUID();
  const [maker, category, site, room, office, model, label] = Array.from({ length: 7 }, id);
  const [manager, employee, holder, laptop, dock, field, licence] = Array.from({ length: 7 }, id);
  const [upload, secret, device, policy, endpoint, event] = Array.from({ length: 6 }, id);
  const unique = randomBytes(6).toString("hex");
  const statements = [
    sql`insert into manufacturers (id, tenant_id, name, created_at, updated_at)
        values (${maker}, ${tenant}, 'Maker', now(), now())`,
    sql`insert into asset_categories (id, tenant_id, name) values (${category}, ${tenant}, 'Laptops')`,
    // A site with a room (parent_id), and an office that only SET NULL keys refer to.
    sql`insert into asset_locations (id, tenant_id, name, kind, parent_id) values
        (${site}, ${tenant}, 'Site', 'site', null),
        (${room}, ${tenant}, 'Room', 'room', ${site}),
        (${office}, ${tenant}, 'Office', 'site', null)`,
    sql`insert into asset_models (id, tenant_id, name, manufacturer_id, category_id, created_at, updated_at)
        values (${model}, ${tenant}, 'Pro 14', ${maker}, ${category}, now(), now())`,
    sql`insert into status_labels (id, tenant_id, name, kind, colour, created_at, updated_at)
        values (${label}, ${tenant}, 'Ready', 'deployable', '#112233', now(), now())`,
    // The manager is referred to by manager_id alone, the employee by a licence seat alone.
    sql`insert into people (id, tenant_id, name, location_id, manager_id, created_at, updated_at) values
        (${manager}, ${tenant}, 'Manager', ${office}, null, now(), now()),
        (${employee}, ${tenant}, 'Employee', null, ${manager}, now(), now()),
        (${holder}, ${tenant}, 'Holder', null, null, now(), now())`,
    // A laptop with a model, category and home, checked out to a person; a dock out to a room.
    sql`insert into assets (id, tenant_id, asset_tag, name, model_id, category_id, status_label_id,
          location_id, assigned_person_id, assigned_location_id, checked_out_at, created_at, updated_at)
        values
        (${laptop}, ${tenant}, 'FW-1', 'Laptop', ${model}, ${category}, ${label}, ${office},
          ${holder}, null, now(), now(), now()),
        (${dock}, ${tenant}, 'FW-2', 'Dock', null, null, ${label}, null, null, ${room}, now(), now(), now())`,
    sql`insert into custom_fields (id, tenant_id, key, name, type, created_at, updated_at)
        values (${field}, ${tenant}, 'cost_centre', 'Cost centre', 'text', now(), now())`,
    sql`insert into custom_field_categories (tenant_id, field_id, category_id)
        values (${tenant}, ${field}, ${category})`,
    sql`insert into licenses (id, tenant_id, name, manufacturer_id, seats, created_at, updated_at)
        values (${licence}, ${tenant}, 'Office suite', ${maker}, 5, now(), now())`,
    sql`insert into license_seats (tenant_id, license_id, person_id, asset_id, checked_out_at) values
        (${tenant}, ${licence}, ${employee}, null, now()),
        (${tenant}, ${licence}, null, ${laptop}, now())`,
    sql`insert into imports (id, tenant_id, actor_name, file_name, format, headers, total_rows,
          mapping, created_at, updated_at)
        values (${upload}, ${tenant}, 'Ada', 'assets.csv', 'fleetward', '[]', 0, '{}', now(), now())`,
    sql`insert into import_chunks (tenant_id, import_id, first_row, rows)
        values (${tenant}, ${upload}, 0, '[]')`,
    sql`insert into enroll_secrets (id, tenant_id, name, secret_hash, hint, created_at)
        values (${secret}, ${tenant}, 'Default', ${`hash-${unique}`}, 'ab', now())`,
    sql`insert into devices (id, tenant_id, enroll_secret_id, host_identifier, hostname, platform,
          asset_id, enrolled_at, created_at, updated_at)
        values (${device}, ${tenant}, ${secret}, 'host', 'host', 'linux', ${laptop}, now(), now(), now())`,
    sql`insert into device_logs (tenant_id, device_id, log_type, data, received_at)
        values (${tenant}, ${device}, 'status', '{}', now())`,
    sql`insert into device_software (tenant_id, device_id, name, version, source)
        values (${tenant}, ${device}, 'curl', '8', 'deb')`,
    sql`insert into posture_policies (id, tenant_id, name, platforms, query, created_at, updated_at)
        values (${policy}, ${tenant}, 'Disk encrypted', '{linux}', 'select 1', now(), now())`,
    sql`insert into policy_results (tenant_id, policy_id, device_id, status, checked_at)
        values (${tenant}, ${policy}, ${device}, 'pass', now())`,
    sql`insert into policy_result_changes (tenant_id, policy_id, device_id, to_status, changed_at, alertable)
        values (${tenant}, ${policy}, ${device}, 'pass', now(), false)`,
    sql`insert into webhook_endpoints (id, tenant_id, url, events, secret_encrypted, secret_hint,
          created_at, updated_at)
        values (${endpoint}, ${tenant}, 'https://hooks.example/x', '{}', 'v1:x', 'whsec', now(), now())`,
    sql`insert into webhook_events (id, tenant_id, type, payload, created_at)
        values (${event}, ${tenant}, 'asset.created', '{}', now())`,
    sql`insert into webhook_deliveries (tenant_id, endpoint_id, event_id, next_attempt_at,
          gives_up_at, created_at)
        values (${tenant}, ${endpoint}, ${event}, now(), now() + interval '1 day', now())`,
  ];
  for (const statement of statements) await database.orm.execute(statement);
}

/**
 * What tables newer than the composite-key migration add to `fillWorkspace` (which that
 * migration's own test runs on the older schema): a person provisioned by SCIM, in a SCIM
 * group, referred to by SCIM's cascading keys alone; an SSO connection with an identity.
 */
export async function fillProvisioning(database: Database, tenant: string): Promise<void> {
  const [hired, group, connection] = [randomUUID(), randomUUID(), randomUUID()];
  const unique = randomBytes(6).toString("hex");
  const statements = [
    sql`insert into people (id, tenant_id, name, created_at, updated_at)
        values (${hired}, ${tenant}, 'Provisioned', now(), now())`,
    sql`insert into scim_users (tenant_id, person_id, user_name, user_name_key, created_at, updated_at)
        values (${tenant}, ${hired}, ${`hired-${unique}`}, ${`hired-${unique}`}, now(), now())`,
    sql`insert into scim_groups (id, tenant_id, display_name, created_at, updated_at)
        values (${group}, ${tenant}, 'Staff', now(), now())`,
    sql`insert into scim_group_members (tenant_id, group_id, person_id)
        values (${tenant}, ${group}, ${hired})`,
    sql`insert into sso_connections (id, tenant_id, protocol, saml_idp_entity_id, saml_sso_url,
          saml_certificates, default_role, created_at, updated_at)
        values (${connection}, ${tenant}, 'saml', 'https://idp.example/saml',
          'https://idp.example/saml/sso', '["MIIB"]', 'viewer', now(), now())`,
    sql`insert into sso_identities (tenant_id, connection_id, subject, user_id, created_at,
          last_sign_in_at)
        select ${tenant}, ${connection}, ${`subject-${unique}`}, owner_user_id, now(), now()
        from workspaces where id = ${tenant}`,
  ];
  for (const statement of statements) await database.orm.execute(statement);
}
