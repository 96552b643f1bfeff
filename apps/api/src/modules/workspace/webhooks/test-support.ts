import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { url: string; headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: string; headers?: Record<string, string> };

/**
 * A real HTTP receiver on 127.0.0.1: records every request and answers from a queue
 * (`answer`), then with `fallback` (200 by default).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const queue: Answer[] = [];
  let fallback: Answer = { status: 200, body: "ok" };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = queue.shift() ?? fallback;
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (...answers: Answer[]) => queue.push(...answers),
    always: (answer: Answer) => {
      fallback = answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The README's verification snippet, as a receiver would run it. */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ""), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
