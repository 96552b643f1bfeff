import { AsyncLocalStorage } from "node:async_hooks";

/*
 * Whose rows a unit of database work may see (ADR 0034). Every tenant table has row-level
 * security; the database decides what a query sees from the role and the tenant setting that
 * the connection carries, and db/client.ts gives each connection the scope of the code that
 * uses it, read from here. A query that forgets its tenant filter inside a workspace request
 * still sees only that workspace.
 *
 * - `tenant`: one workspace's rows (role fleetward_app, `fleetward.tenant_id` set).
 * - `none`: no workspace's rows (fleetward_app, setting empty): every HTTP request starts here.
 * - `system`: every workspace (role fleetward_system): jobs, start-up, and the few lookups
 *   that find a workspace from a key (a node key, an API token, a member's label) before its
 *   tenant is known. Code outside any request runs here.
 * - `owner`: the connection's own login role, for pg-boss (which owns its schema) alone.
 */
export type DatabaseScope =
  { kind: "tenant"; tenantId: string } | { kind: "none" } | { kind: "system" } | { kind: "owner" };

/** The runtime roles (created by db/isolation.ts); neither owns a table nor bypasses RLS. */
export const runtimeRoles = { tenant: "fleetward_app", system: "fleetward_system" } as const;

/** The custom setting the row-level security policies compare `tenant_id` with. */
export const tenantSetting = "fleetward.tenant_id";

const storage = new AsyncLocalStorage<DatabaseScope>();
const systemScope: DatabaseScope = { kind: "system" };

/** The scope of the code running now; `system` outside any request or explicit scope. */
export function currentScope(): DatabaseScope {
  return storage.getStore() ?? systemScope;
}

/**
 * Runs `work` (and everything it starts) in `scope`. The result is awaited inside the scope:
 * a Drizzle query is a lazy thenable that runs only when awaited, so awaiting it outside
 * would run it in the caller's scope instead.
 */
export function inScope<T>(scope: DatabaseScope, work: () => T | PromiseLike<T>): Promise<T> {
  return storage.run(scope, async () => await work());
}

/** Enters `scope` for a callback-style continuation (a Fastify hook's `done`). */
export function continueInScope(scope: DatabaseScope, next: () => void): void {
  storage.run(scope, next);
}

/** Runs `work` with one workspace's rows visible, and only those. */
export function withTenant<T>(tenantId: string, work: () => T | PromiseLike<T>): Promise<T> {
  return inScope({ kind: "tenant", tenantId }, work);
}

/**
 * Runs `work` across workspaces. Only for lookups that find the workspace from a secret or a
 * label (and then narrow to it) and for work that is not a request: grep-able on purpose.
 */
export function asSystem<T>(work: () => T | PromiseLike<T>): Promise<T> {
  return inScope(systemScope, work);
}

/** Runs `work` as the login role that owns the tables: maintenance (vacuum) only. */
export function asOwner<T>(work: () => T | PromiseLike<T>): Promise<T> {
  return inScope({ kind: "owner" }, work);
}

/**
 * The role and tenant a connection needs for `scope`, as one key: connections remember the
 * key they were last given, so a switch costs a statement only when the key changes.
 */
export function scopeSettings(scope: DatabaseScope): { role: string; tenant: string } {
  switch (scope.kind) {
    case "tenant":
      return { role: runtimeRoles.tenant, tenant: scope.tenantId };
    case "none":
      return { role: runtimeRoles.tenant, tenant: "" };
    case "system":
      return { role: runtimeRoles.system, tenant: "" };
    case "owner":
      return { role: "none", tenant: "" };
  }
}

/** The statement that gives a connection `scope` (session-wide; see db/client.ts for why). */
export function scopeStatement(scope: DatabaseScope) {
  const { role, tenant } = scopeSettings(scope);
  return {
    key: `${role}\n${tenant}`,
    text: `select set_config('role', $1, false), set_config('${tenantSetting}', $2, false)`,
    values: [role, tenant],
  };
}
