/*
 * A client in a process of its own (run by Node with the test's arguments as JSON): sends the
 * same POST `tries` times with Node's fetch, one after another, and prints what each got. In
 * the server's own process the client could never be writing while the server answers, which
 * is the race a refused body must survive (lib/refused-body.ts).
 */

export type Mode = "content-length" | "chunked";
export type Plan = {
  url: string;
  headers: Record<string, string>;
  bytes: number;
  mode: Mode;
  fill: number;
  tries: number;
};
export type Outcome = { status: number; detail: unknown } | { failed: string };

function bodyOf({ bytes, mode, fill }: Plan) {
  if (mode === "content-length") return { body: new Uint8Array(bytes).fill(fill) };
  const chunk = new Uint8Array(64 * 1024).fill(fill);
  let left = bytes;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      controller.enqueue(piece);
      return undefined;
    },
  });
  return { body: stream, duplex: "half" as const };
}

async function attempt(plan: Plan): Promise<Outcome> {
  try {
    const response = await fetch(plan.url, {
      method: "POST",
      headers: plan.headers,
      ...bodyOf(plan),
    });
    const json = (await response.json()) as { detail?: unknown };
    return { status: response.status, detail: json.detail };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { failed: cause?.code ?? cause?.message ?? String(error) };
  }
}

const plan = JSON.parse(process.argv[2] ?? "{}") as Plan;
const outcomes: Outcome[] = [];
for (let index = 0; index < plan.tries; index += 1) outcomes.push(await attempt(plan));
process.stdout.write(JSON.stringify(outcomes));
