import { chainAbove, isFunction, joins, QueryAnalysis } from "./query-analysis.js";
import { tenantTables } from "./tenant-tables.js";

/**
 * fleetward/tenant-scoped-query: a Drizzle query on a tenant table filters by the workspace
 * (ADR 0034: row-level security is the first layer, this is the second). The tenant tables are
 * read from the module schemas (tenant-tables.js). See docs/architecture.md, "Import rules",
 * and the probes in scripts/lint-probes.test.ts.
 *
 * - `.from(T)`, `.update(T)`, `.delete(T)`: a `.where(…)` of the same chain mentions
 *   `T.tenantId` (`T.workspaceId`; `workspaces.id` for the workspaces table). The condition
 *   may be built elsewhere in the file: a const, an array spread into `and(…)`, a local helper
 *   (`inTenant(table, tenantId, id)`, its parameters bound to the arguments), or a `sql`
 *   template that names `tenant_id`. A chain without a where that a function returns or a
 *   variable keeps (a select builder) is judged where the file uses it instead.
 * - `.from(U)` of a schema table that is not a tenant table, joining a tenant table J: the
 *   join's condition or the where mentions J's scope column. Tables joined to a scoped tenant
 *   table (or to a subquery, checked on its own) are reached through its rows and need no
 *   filter of their own.
 * - `.insert(T).values({…})`: the object sets the scope column or spreads another object;
 *   values that are not literals are left to TypeScript (the column is `notNull`).
 *
 * A query that crosses workspaces on purpose says so, with the reason (a disable comment
 * without one is reported on its own line):
 * `// eslint-disable-next-line fleetward/tenant-scoped-query -- <reason>`.
 */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "A Drizzle query on a tenant table filters by the workspace." },
    schema: [],
    messages: {
      unscoped:
        "`.{{method}}({{table}})` is not filtered by `{{table}}.{{column}}`: add it to the " +
        "where, or disable the line with the reason the query crosses workspaces.",
      unscopedJoin:
        "the join of the tenant table `{{table}}` is not filtered by `{{table}}.{{column}}` " +
        "(neither in its condition nor in the where).",
      reason:
        "say why the query may cross workspaces: `eslint-disable-next-line " +
        "fleetward/tenant-scoped-query -- <reason>`.",
      insert:
        "`.insert({{table}}).values({…})` does not set `{{column}}` (nor spread an object " +
        "that would).",
    },
  },
  create(context) {
    const checker = new TenantChecker(context, tenantTables());
    return {
      Program: () => checker.checkComments(),
      CallExpression: (node) => checker.visit(node),
    };
  },
};

const fresh = () => ({ bindings: new Map(), seen: new Set(), depth: 0 });

class TenantChecker extends QueryAnalysis {
  constructor(context, tables) {
    super(context.sourceCode, tables);
    this.context = context;
  }

  visit(node) {
    const { callee } = node;
    if (callee.type !== "MemberExpression" || callee.computed || !node.arguments[0]) return;
    const method = callee.property.name;
    if (!["from", "update", "delete", "insert"].includes(method)) return;
    const target = this.tableOf(node.arguments[0], fresh());
    if (method === "insert") {
      if (target) this.checkInsert(node, target);
    } else if (target) {
      this.checkQuery(node, method, target);
    } else if (method === "from" && this.schemaImport(node.arguments[0])) {
      this.checkJoins(node);
    }
  }

  scoped(condition, target) {
    return Boolean(condition) && this.mentions(condition, target, fresh());
  }

  checkQuery(node, method, target) {
    const data = { method, table: target.key, column: target.column };
    for (const use of new Set(this.unscopedUses(node, target, 0))) {
      this.context.report({ node: use, messageId: "unscoped", data });
    }
  }

  /** The places where the query started at `start` runs without filtering `target`. */
  unscopedUses(start, target, depth) {
    const { links, top } = chainAbove(start);
    const wheres = links.filter((link) => link.name === "where");
    if (wheres.length > 0) {
      return wheres.some((where) => this.scoped(where.args[0], target)) ? [] : [start];
    }
    const uses = depth < 4 ? this.usesOf(top) : undefined;
    if (!uses || uses.length === 0) return [start];
    return uses.flatMap((use) => this.unscopedUses(use, target, depth + 1));
  }

  /**
   * Where a chain without a where goes on: the reads of the variable keeping it, or the calls
   * of the function returning it (a select builder). Undefined when it goes nowhere else.
   */
  usesOf(top) {
    const parent = top.parent;
    if (parent.type === "VariableDeclarator" && parent.init === top) {
      const [variable] = this.sourceCode.getDeclaredVariables(parent);
      return variable && readsOf(variable, top);
    }
    let fn = parent.type === "ArrowFunctionExpression" && parent.body === top ? parent : undefined;
    if (parent.type === "ReturnStatement") {
      for (fn = parent.parent; fn && !isFunction(fn); fn = fn.parent);
    }
    const holder = fn?.type === "FunctionDeclaration" ? fn : fn?.parent;
    if (!fn || !["FunctionDeclaration", "VariableDeclarator"].includes(holder.type)) {
      return undefined;
    }
    const name = holder.id?.name;
    const variable = this.sourceCode.getDeclaredVariables(holder).find((v) => v.name === name);
    return variable?.references
      .map((ref) => ref.identifier)
      .filter((id) => id.parent.type === "CallExpression" && id.parent.callee === id)
      .map((id) => id.parent);
  }

  /** `.from(U)` of another table: each tenant table it joins is filtered in the join or where. */
  checkJoins(node) {
    const { links } = chainAbove(node);
    const wheres = links.filter((link) => link.name === "where").map((link) => link.args[0]);
    for (const link of links.filter((l) => joins.has(l.name) && l.args[0])) {
      const target = this.tableOf(link.args[0], fresh());
      if (!target || [link.args[1], ...wheres].some((c) => this.scoped(c, target))) continue;
      const data = { table: target.key, column: target.column };
      this.context.report({ node: link.call, messageId: "unscopedJoin", data });
    }
  }

  checkInsert(node, target) {
    if (target.column === "id") return; // a new workspace: its id is its own.
    const values = chainAbove(node).links.find((link) => link.name === "values")?.args[0];
    const rows = values?.type === "ArrayExpression" ? values.elements : [values];
    const sets = (row) =>
      row?.type !== "ObjectExpression" ||
      row.properties.some(
        (p) =>
          p.type === "SpreadElement" ||
          (!p.computed && (p.key.name ?? p.key.value) === target.column),
      );
    if (rows.every(sets)) return;
    const data = { table: target.key, column: target.column };
    this.context.report({ node, messageId: "insert", data });
  }

  /** A disable comment for this rule gives its reason after ` -- `. */
  checkComments() {
    for (const comment of this.sourceCode.getAllComments()) {
      const [directive, reason] = comment.value.trim().split(/\s--\s/);
      const disables = /^eslint-disable\S*\s.*fleetward\/tenant-scoped-query/.test(directive);
      if (disables && !reason?.trim()) {
        this.context.report({ loc: comment.loc, messageId: "reason" });
      }
    }
  }
}

/**
 * The reads of a variable holding a query: a read it is reassigned from (`q = q.leftJoin(…)`)
 * is not a use; a bare read is one unless the variable is reassigned (then the reassignments,
 * which chain on it, are judged).
 */
function readsOf(variable, init) {
  const rewritten = variable.references.some((ref) => ref.writeExpr && ref.writeExpr !== init);
  return variable.references
    .filter((ref) => ref.isRead())
    .map((ref) => ref.identifier)
    .filter((identifier) => {
      const { links, top } = chainAbove(identifier);
      const reassigns =
        top.parent.type === "AssignmentExpression" && top.parent.left.name === variable.name;
      return !reassigns && (links.length > 0 || !rewritten);
    });
}

export default { meta: { name: "fleetward" }, rules: { "tenant-scoped-query": rule } };
