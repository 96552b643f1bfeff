import Fastify from "fastify";

/*
 * The ceiling: a bare Fastify hello-world, started the same way as the product (same Node,
 * same tsx loader, logging off), so the ratio shows what our own code costs.
 */
const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.send?.(typeof address === "object" && address ? address.port : 0);
