import { analyser, chainAbove, isFunction, joins } from "./query-analysis.js";
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
 * A query that crosses workspaces on purpose says so, with the reason:
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
      insert:
        "`.insert({{table}}).values({…})` does not set `{{column}}` (nor spread an object " +
        "that would).",
    },
  },
  create(context) {
    const { sourceCode } = context;
    const { tableOf, mentions, schemaImport } = analyser(sourceCode, tenantTables());
    const fresh = () => ({ bindings: new Map(), seen: new Set(), depth: 0 });
    const scoped = (condition, target) =>
      Boolean(condition) && mentions(condition, target, fresh());

    /** Where a chain without a where is used: the calls of the function returning it, or the reads of its variable. */
    function usesOf(top) {
      const parent = top.parent;
      if (parent.type === "VariableDeclarator" && parent.init === top) {
        const [variable] = sourceCode.getDeclaredVariables(parent);
        if (!variable) return undefined;
        const rewritten = variable.references.some((ref) => ref.writeExpr && ref.writeExpr !== top);
        return variable.references
          .filter((ref) => ref.isRead())
          .map((ref) => ref.identifier)
          .filter((identifier) => {
            const { links, top: end } = chainAbove(identifier);
            const reassigns =
              end.parent.type === "AssignmentExpression" && end.parent.left.name === variable.name;
            return !reassigns && (links.length > 0 || !rewritten);
          });
      }
      let fn =
        parent.type === "ArrowFunctionExpression" && parent.body === top ? parent : undefined;
      if (parent.type === "ReturnStatement") {
        for (fn = parent.parent; fn && !isFunction(fn); fn = fn.parent);
      }
      const holder = fn?.type === "FunctionDeclaration" ? fn : fn?.parent;
      if (!fn || !["FunctionDeclaration", "VariableDeclarator"].includes(holder.type)) {
        return undefined;
      }
      const name = holder.id?.name;
      const variable = sourceCode.getDeclaredVariables(holder).find((v) => v.name === name);
      return variable?.references
        .map((ref) => ref.identifier)
        .filter((id) => id.parent.type === "CallExpression" && id.parent.callee === id)
        .map((id) => id.parent);
    }

    /** The places where the query started at `start` runs without filtering `target`. */
    function unscopedUses(start, target, depth) {
      const { links, top } = chainAbove(start);
      const wheres = links.filter((link) => link.name === "where");
      if (wheres.length > 0) {
        return wheres.some((where) => scoped(where.args[0], target)) ? [] : [start];
      }
      const uses = depth < 4 ? usesOf(top) : undefined;
      if (!uses || uses.length === 0) return [start];
      return uses.flatMap((use) => unscopedUses(use, target, depth + 1));
    }

    function checkQuery(node, method, target) {
      const data = { method, table: target.key, column: target.column };
      for (const use of new Set(unscopedUses(node, target, 0))) {
        context.report({ node: use, messageId: "unscoped", data });
      }
    }

    /** `.from(U)` of another table: each tenant table it joins is filtered in the join or the where. */
    function checkJoins(node) {
      const { links } = chainAbove(node);
      const wheres = links.filter((link) => link.name === "where").map((link) => link.args[0]);
      for (const link of links.filter((l) => joins.has(l.name) && l.args[0])) {
        const target = tableOf(link.args[0], fresh());
        if (!target || [link.args[1], ...wheres].some((c) => scoped(c, target))) continue;
        const data = { table: target.key, column: target.column };
        context.report({ node: link.call, messageId: "unscopedJoin", data });
      }
    }

    function checkInsert(node, target) {
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
      context.report({
        node,
        messageId: "insert",
        data: { table: target.key, column: target.column },
      });
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== "MemberExpression" || callee.computed || !node.arguments[0]) return;
        const method = callee.property.name;
        if (!["from", "update", "delete", "insert"].includes(method)) return;
        const target = tableOf(node.arguments[0], fresh());
        if (method === "insert") {
          if (target) checkInsert(node, target);
        } else if (target) {
          checkQuery(node, method, target);
        } else if (method === "from" && schemaImport(node.arguments[0])) {
          checkJoins(node);
        }
      },
    };
  },
};

export default { meta: { name: "fleetward" }, rules: { "tenant-scoped-query": rule } };
