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

/** Everything one rule run needs: the file's scopes and the tenant tables. */
function analyser(sourceCode, tables) {
  const { visitorKeys } = sourceCode;

  function variableOf(identifier) {
    for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
      const found = scope.set.get(identifier.name);
      if (found) return found;
    }
    return undefined;
  }

  /** The name an identifier is imported by from a module's `schema.ts` (or db/schema.ts). */
  function schemaImport(expression) {
    const node = unwrap(expression);
    const def = node.type === "Identifier" ? variableOf(node)?.defs[0] : undefined;
    if (def?.type !== "ImportBinding" || def.node.type !== "ImportSpecifier") return undefined;
    if (!/(^|\/)schema(\.ts)?$/.test(def.parent.source.value)) return undefined;
    return def.node.imported.name ?? def.node.imported.value;
  }

  /** The tenant table an expression names, as { key, column }, or undefined. */
  function tableOf(expression, env) {
    const node = unwrap(expression);
    if (node.type !== "Identifier") return undefined;
    const variable = variableOf(node);
    const bound = variable && env.bindings.get(variable);
    if (bound) return tableOf(bound.node, bound.env);
    const def = variable?.defs[0];
    if (def?.type === "ImportBinding") {
      const name = schemaImport(node);
      return tables.has(name) ? { key: name, column: tables.get(name) } : undefined;
    }
    if (def?.type !== "Variable" || !def.node.init) return undefined;
    const init = unwrap(def.node.init);
    if (init.type === "CallExpression" && init.callee.name === "alias" && init.arguments[0]) {
      const base = tableOf(init.arguments[0], env);
      return base && { key: `${base.key} as ${node.name}`, column: base.column };
    }
    return init.type === "Identifier" ? tableOf(init, env) : undefined;
  }

  /** The function a call runs, when it is declared in this file. */
  function localFunction(callee) {
    if (callee.type !== "Identifier") return undefined;
    const def = variableOf(callee)?.defs[0];
    if (def?.type === "FunctionName") return def.node;
    const init = def?.type === "Variable" && def.node.init && unwrap(def.node.init);
    return isFunction(init) ? init : undefined;
  }

  /** The call's arguments bound to the function's simple parameters. */
  function bind(fn, call, env) {
    const bindings = new Map(env.bindings);
    fn.params.forEach((param, index) => {
      const argument = call.arguments[index];
      const name = param.type === "AssignmentPattern" ? param.left : param;
      if (name.type !== "Identifier" || !argument) return;
      const [variable] = sourceCode.getDeclaredVariables(fn).filter((v) => v.name === name.name);
      if (variable) bindings.set(variable, { node: argument, env });
    });
    return { bindings, seen: env.seen, depth: env.depth + 1 };
  }

  /** Whether `node` mentions the scope column of `target`, following the file's own names. */
  function mentions(node, target, env) {
    if (!node || env.depth > maxDepth) return false;
    switch (node.type) {
      case "MemberExpression": {
        if (!node.computed && node.property.name === target.column) {
          if (tableOf(node.object, env)?.key === target.key) return true;
        }
        return (
          mentions(node.object, target, env) ||
          (node.computed && mentions(node.property, target, env))
        );
      }
      case "TaggedTemplateExpression":
        if (node.quasi.quasis.some((quasi) => scopeText.test(quasi.value.raw))) return true;
        return node.quasi.expressions.some((e) => mentions(e, target, env));
      case "Identifier":
        return followName(node, target, env);
      case "CallExpression": {
        const fn = localFunction(node.callee);
        if (fn && !env.seen.has(fn)) {
          const inner = bind(fn, node, env);
          inner.seen = new Set(env.seen).add(fn);
          if (mentions(fn.body, target, inner)) return true;
        }
        return (
          node.arguments.some((argument) => mentions(argument, target, env)) ||
          mentions(node.callee, target, env)
        );
      }
      case "Property":
        return (
          mentions(node.value, target, env) || (node.computed && mentions(node.key, target, env))
        );
      default:
        if (node.type.startsWith("TS") && !transparent.has(node.type)) return false;
        return (visitorKeys[node.type] ?? []).some((key) => {
          const child = node[key];
          return Array.isArray(child)
            ? child.some((c) => c && mentions(c, target, env))
            : child?.type && mentions(child, target, env);
        });
    }
  }

  /** A name: its bound argument, or the value(s) written to it in this file. */
  function followName(identifier, target, env) {
    const variable = variableOf(identifier);
    if (!variable || env.seen.has(variable)) return false;
    const bound = env.bindings.get(variable);
    const seen = new Set(env.seen).add(variable);
    if (bound) return mentions(bound.node, target, { ...bound.env, seen, depth: env.depth + 1 });
    const inner = { ...env, seen, depth: env.depth + 1 };
    const written = variable.references.filter((ref) => ref.writeExpr).map((ref) => ref.writeExpr);
    const pushed = variable.references.flatMap(({ identifier: id }) => {
      const { links } = chainAbove(id);
      return links[0]?.name === "push" ? links[0].args : [];
    });
    return [...written, ...pushed].some((value) => mentions(value, target, inner));
  }

  return { tableOf, mentions, schemaImport };
}

export { analyser, chainAbove, isFunction, joins };
