/*
 * The JavaScript heap of a server started with `--inspect=127.0.0.1:0`, measured through the
 * Chrome DevTools Protocol: a full collection first, so what is measured is what lives, not
 * the garbage V8 lets a busy heap gather before it collects.
 */

type Reply = { id: number; result?: Record<string, unknown>; error?: { message: string } };

/** The inspector's WebSocket address, which the server prints when it starts listening. */
function inspectorUrl(logs: string): string {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(logs)?.[1];
  if (!url) throw new Error("the server was not started with --inspect (no debugger address)");
  return url;
}

async function send(socket: WebSocket, id: number, method: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const reply = JSON.parse(String(event.data)) as Reply;
      if (reply.id !== id) return;
      socket.removeEventListener("message", onMessage);
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve(reply);
    };
    socket.addEventListener("message", onMessage);
    socket.send(JSON.stringify({ id, method }));
  });
}

/** MB of heap in use right after a full garbage collection in the server. */
export async function liveHeapMb(serverLogs: string): Promise<number> {
  const socket = new WebSocket(inspectorUrl(serverLogs));
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error("inspector unreachable")), {
      once: true,
    });
  });
  try {
    await send(socket, 1, "HeapProfiler.collectGarbage");
    const usage = await send(socket, 2, "Runtime.getHeapUsage");
    return Number(usage.result?.usedSize) / 1024 / 1024;
  } finally {
    socket.close();
  }
}
