/*
 * The static analysis behind fleetward/tenant-scoped-query: which tenant table an expression
 * names, and whether a condition mentions that table's scope column, following the file's own
 * consts, arrays, `let` writes and local helper functions (their parameters bound to the
 * arguments of the call).
 */

const joins = new Set([
  "leftJoin",
  "rightJoin",
  "innerJoin",
  "fullJoin",
  "leftJoinLateral",
  "innerJoinLateral",
]);
const transparent = new Set([
  "TSAsExpression",
  "TSNonNullExpression",
  "TSSatisfiesExpression",
  "ChainExpression",
]);
const scopeText = /\b(tenant_id|workspace_id)\b/;
const maxDepth = 6;

const skipUp = (node) => (transparent.has(node.parent?.type) ? skipUp(node.parent) : node);
const unwrap = (node) => (transparent.has(node.type) ? unwrap(node.expression) : node);

/** The calls chained on `node`: `node.a(…).b(…)` → a, b; `top` is the last of them. */
function chainAbove(node) {
  const links = [];
  let top = skipUp(node);
  for (;;) {
    const member = top.parent;
    if (member?.type !== "MemberExpression" || member.object !== top || member.computed) break;
    const call = member.parent;
    if (call?.type !== "CallExpression" || call.callee !== member) break;
    links.push({ name: member.property.name, args: call.arguments, call });
    top = skipUp(call);
  }
  return { links, top };
}

const isFunction = (node) =>
  ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"].includes(node?.type);

/** What one rule run needs of a file: its scopes, and the tenant tables. */
export class QueryAnalysis {
  constructor(sourceCode, tables) {
    this.sourceCode = sourceCode;
    this.tables = tables;
  }

  variableOf(identifier) {
    for (let scope = this.sourceCode.getScope(identifier); scope; scope = scope.upper) {
      const found = scope.set.get(identifier.name);
      if (found) return found;
    }
    return undefined;
  }

  /** The name an identifier is imported by from a module's `schema.ts` (or db/schema.ts). */
  schemaImport(expression) {
    const node = unwrap(expression);
    const def = node.type === "Identifier" ? this.variableOf(node)?.defs[0] : undefined;
    if (def?.type !== "ImportBinding" || def.node.type !== "ImportSpecifier") return undefined;
    if (!/(^|\/)schema(\.ts)?$/.test(def.parent.source.value)) return undefined;
    return def.node.imported.name ?? def.node.imported.value;
  }

  /** The tenant table an expression names, as { key, column }, or undefined. */
  tableOf(expression, env) {
    const node = unwrap(expression);
    if (node.type !== "Identifier") return undefined;
    const variable = this.variableOf(node);
    const bound = variable && env.bindings.get(variable);
    if (bound) return this.tableOf(bound.node, bound.env);
    const def = variable?.defs[0];
    if (def?.type === "ImportBinding") {
      const name = this.schemaImport(node);
      return this.tables.has(name) ? { key: name, column: this.tables.get(name) } : undefined;
    }
    if (def?.type !== "Variable" || !def.node.init) return undefined;
    const init = unwrap(def.node.init);
    if (init.type === "CallExpression" && init.callee.name === "alias" && init.arguments[0]) {
      const base = this.tableOf(init.arguments[0], env);
      return base && { key: `${base.key} as ${node.name}`, column: base.column };
    }
    return init.type === "Identifier" ? this.tableOf(init, env) : undefined;
  }

  /** The function a call runs, when it is declared in this file. */
  localFunction(callee) {
    if (callee.type !== "Identifier") return undefined;
    const def = this.variableOf(callee)?.defs[0];
    if (def?.type === "FunctionName") return def.node;
    const init = def?.type === "Variable" && def.node.init && unwrap(def.node.init);
    return isFunction(init) ? init : undefined;
  }

  /** The call's arguments bound to the function's simple parameters. */
  bind(fn, call, env) {
    const bindings = new Map(env.bindings);
    const declared = this.sourceCode.getDeclaredVariables(fn);
    fn.params.forEach((param, index) => {
      const argument = call.arguments[index];
      const name = param.type === "AssignmentPattern" ? param.left : param;
      if (name.type !== "Identifier" || !argument) return;
      const variable = declared.find((v) => v.name === name.name);
      if (variable) bindings.set(variable, { node: argument, env });
    });
    return { bindings, seen: new Set(env.seen).add(fn), depth: env.depth + 1 };
  }

  /** Whether `node` mentions the scope column of `target`, following the file's own names. */
  mentions(node, target, env) {
    if (!node || env.depth > maxDepth) return false;
    const on = (child) => this.mentions(child, target, env);
    switch (node.type) {
      case "MemberExpression":
        if (!node.computed && node.property.name === target.column) {
          if (this.tableOf(node.object, env)?.key === target.key) return true;
        }
        return on(node.object) || (node.computed && on(node.property));
      case "TaggedTemplateExpression":
        if (node.quasi.quasis.some((quasi) => scopeText.test(quasi.value.raw))) return true;
        return node.quasi.expressions.some(on);
      case "Identifier":
        return this.followName(node, target, env);
      case "CallExpression": {
        const fn = this.localFunction(node.callee);
        if (fn && !env.seen.has(fn) && this.mentions(fn.body, target, this.bind(fn, node, env))) {
          return true;
        }
        return node.arguments.some(on) || on(node.callee);
      }
      case "Property":
        return on(node.value) || (node.computed && on(node.key));
      default:
        if (node.type.startsWith("TS") && !transparent.has(node.type)) return false;
        return (this.sourceCode.visitorKeys[node.type] ?? []).some((key) => {
          const child = node[key];
          return Array.isArray(child) ? child.some((c) => c && on(c)) : child?.type && on(child);
        });
    }
  }

  /** A name: its bound argument, or the value(s) written or pushed to it in this file. */
  followName(identifier, target, env) {
    const variable = this.variableOf(identifier);
    if (!variable || env.seen.has(variable)) return false;
    const bound = env.bindings.get(variable);
    const seen = new Set(env.seen).add(variable);
    if (bound) {
      return this.mentions(bound.node, target, { ...bound.env, seen, depth: env.depth + 1 });
    }
    const inner = { ...env, seen, depth: env.depth + 1 };
    const written = variable.references.filter((ref) => ref.writeExpr).map((ref) => ref.writeExpr);
    const pushed = variable.references.flatMap(({ identifier: id }) => {
      const { links } = chainAbove(id);
      return links[0]?.name === "push" ? links[0].args : [];
    });
    return [...written, ...pushed].some((value) => this.mentions(value, target, inner));
  }
}

export { chainAbove, isFunction, joins };
