import { runtimeRoles, tenantSetting } from "./scope.ts";

/*
 * Row-level security for every table that holds a workspace's data (ADR 0034), applied after
 * the migrations by the owner, on PGlite and PostgreSQL alike. It is derived from the catalog,
 * not from a list: a table with a `tenant_id` column (or `workspace_id`, or the `workspaces`
 * table itself) is a tenant table, so a new module's table is isolated the moment its
 * migration creates it. Idempotent: every start adds in one statement what is missing (a
 * policy whose definition changes is dropped by the migration that changes it).
 */

const { tenant: appRole, system: systemRole } = runtimeRoles;

/** Creates a role unless it exists; roles are per server, and parallel starts may race. */
const createRole = (role: string) => `
  begin
    create role ${role} nologin nosuperuser nocreatedb nocreaterole noinherit nobypassrls;
  exception when duplicate_object or unique_violation then null;
  end;`;

/**
 * The functions behind the operators the register searches and filters with. Under a policy,
 * PostgreSQL uses a user's condition as an index condition only if its function is LEAKPROOF
 * (it could otherwise reveal hidden rows through an error); these are not marked so, which
 * turned the trigram search of a 100,000-asset register into a scan of the workspace (1.4 s
 * p95 instead of 64 ms, bench). None of them raises an error that depends on a row's value,
 * and the runtime roles run only Fleetward's own statements, so they are marked LEAKPROOF —
 * which only a superuser may do (ADR 0034, "Searching under row-level security").
 */
const searchFunctions = [
  "textlike(text, text)",
  "texticlike(text, text)",
  "jsonb_contains(jsonb, jsonb)",
];

const searchProcedures = searchFunctions
  .map((signature) => `'pg_catalog.${signature}'::regprocedure`)
  .join(", ");
const markLeakproof = searchFunctions
  .map((signature) => `alter function pg_catalog.${signature} leakproof;`)
  .join(" ");

/** The statement: roles, their grants, and the policies of every tenant table. */
export const isolationStatement = `
do $isolation$
declare
  tenant_table record;
begin
  ${createRole(appRole)}
  ${createRole(systemRole)}
  -- The login role must be able to SET ROLE to both (a superuser always can).
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant ${appRole}, ${systemRole} to %I', current_user);
  elsif exists (select from pg_proc where oid in (${searchProcedures}) and not proleakproof) then
    ${markLeakproof}
  end if;
  grant usage on schema public to ${appRole}, ${systemRole};
  grant select, insert, update, delete on all tables in schema public to ${appRole}, ${systemRole};
  grant usage, select on all sequences in schema public to ${appRole}, ${systemRole};
  -- pg-boss creates its schema and a table per queue later, as the login role; jobs are sent
  -- inside the transactions of the changes that cause them, so both roles write them too.
  alter default privileges grant usage on schemas to ${appRole}, ${systemRole};
  alter default privileges grant select, insert, update, delete on tables to ${appRole}, ${systemRole};
  alter default privileges grant usage, select on sequences to ${appRole}, ${systemRole};
  if exists (select from pg_namespace where nspname = 'pgboss') then
    grant usage on schema pgboss to ${appRole}, ${systemRole};
    grant select, insert, update, delete on all tables in schema pgboss to ${appRole}, ${systemRole};
    grant usage, select on all sequences in schema pgboss to ${appRole}, ${systemRole};
  end if;

  for tenant_table in
    select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
           case when c.relname = 'workspaces' then 'id'
                when bool_or(a.attname = 'tenant_id') then 'tenant_id'
                else 'workspace_id' end as tenant_column,
           exists (select from pg_policy p where p.polrelid = c.oid
                   and p.polname = 'fleetward_tenant') as has_tenant_policy,
           exists (select from pg_policy p where p.polrelid = c.oid
                   and p.polname = 'fleetward_system') as has_system_policy
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and not a.attisdropped
    where c.relkind in ('r', 'p')
      and (c.relname = 'workspaces' or a.attname in ('tenant_id', 'workspace_id'))
    group by c.oid, c.relname
  loop
    -- Each change locks the table, so a start changes only what is missing.
    if not tenant_table.enabled then
      execute format('alter table %I enable row level security', tenant_table.name);
    end if;
    if not tenant_table.forced then
      execute format('alter table %I force row level security', tenant_table.name);
    end if;
    -- The workspace is read from the setting once per statement (a scalar subquery, an
    -- InitPlan), not once per row: the register's name lookups scan small tables row by row,
    -- and evaluating current_setting() on each row was most of a page's execution on PGlite.
    if not tenant_table.has_tenant_policy then
      execute format(
        'create policy fleetward_tenant on %I to ${appRole}
           using (%2$I = (select nullif(current_setting(%3$L, true), %4$L)::uuid))
           with check (%2$I = (select nullif(current_setting(%3$L, true), %4$L)::uuid))',
        tenant_table.name, tenant_table.tenant_column, '${tenantSetting}', '');
    end if;
    if not tenant_table.has_system_policy then
      execute format(
        'create policy fleetward_system on %I to ${systemRole} using (true) with check (true)',
        tenant_table.name);
    end if;
  end loop;
end
$isolation$;`;
