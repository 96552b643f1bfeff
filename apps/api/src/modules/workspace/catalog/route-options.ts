import type { FastifyInstance } from "fastify";
import { workspaceRoute } from "../access/service.ts";

/** The options of a catalogue route (see workspaceRoute). */
export function catalogRoute<S extends Parameters<typeof workspaceRoute>[2]>(
  app: FastifyInstance,
  kind: "read" | "write" | "admin",
  summary: string,
  schema: S,
  description?: string,
) {
  return workspaceRoute(
    app,
    { tags: ["workspace catalog"], kind, summary, ...(description && { description }) },
    schema,
  );
}
