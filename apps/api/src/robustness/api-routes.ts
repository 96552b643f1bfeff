import type { FastifyInstance } from "fastify";

/** The slice of a JSON Schema (as @fastify/swagger renders a zod schema) the suite reads. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How a route is guarded, from its OpenAPI `security`: `public` declares none,
 * `optional` lists an anonymous alternative (`{}`), `bearer` requires a token.
 */
export type RouteSecurity = "public" | "optional" | "bearer";

/** One operation of the OpenAPI document, in the shape the robustness tests use. */
export type ApiRoute = {
  method: HttpMethod;
  /** The path as the document writes it, e.g. `/api/post/list/{id}`. */
  path: string;
  /** `GET /api/post/list/{id}`: how failures name the route. */
  name: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  /** The request body the route declares, if any. */
  body: { contentTypes: string[]; schema: JsonSchema } | null;
  security: RouteSecurity;
  /** The statuses the route documents, e.g. `["200", "401", "422"]`. */
  statuses: string[];
};

type OpenApiOperation = {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

const methods = new Set<string>(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every operation of the app's own OpenAPI document, so routes added by any module are
 * covered without editing the tests. Call after `app.ready()`.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (!methods.has(method)) continue;
      routes.push(toRoute(method as HttpMethod, path, operation));
    }
  }
  return routes;
}

function toRoute(method: HttpMethod, path: string, operation: OpenApiOperation): ApiRoute {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const contentTypes = Object.keys(content);
  return {
    method,
    path,
    name: `${method} ${path}`,
    pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ""),
    query: parameters
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
    body:
      contentTypes.length > 0
        ? { contentTypes, schema: content[contentTypes[0] ?? ""]?.schema ?? {} }
        : null,
    security: securityOf(operation.security),
    statuses: Object.keys(operation.responses ?? {}),
  };
}

function securityOf(security: Record<string, unknown>[] | undefined): RouteSecurity {
  if (!security || security.length === 0) return "public";
  const anonymousAllowed = security.some((requirement) => Object.keys(requirement).length === 0);
  return anonymousAllowed ? "optional" : "bearer";
}

/** The concrete URL of `route` with each path parameter replaced by `value(name)`, encoded. */
export function fillPath(route: ApiRoute, value: (name: string) => string): string {
  return route.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(value(name)),
  );
}

/** Does the route take a request body (it may declare none and still be sent one)? */
export function acceptsBody(route: ApiRoute): boolean {
  return route.method !== "GET";
}
