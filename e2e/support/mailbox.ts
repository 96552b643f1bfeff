import { SMTPServer } from "smtp-server";

export type Mail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailbox(): Promise<{
  url: string;
  messages: Mail[];
  waitFor: (predicate: (mail: Mail) => boolean, timeoutMs?: number) => Promise<Mail>;
  stop: () => Promise<void>;
}> {
  const messages: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        messages.push({ to, raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const waitFor = async (predicate: (mail: Mail) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a raw message that points at `pathPrefix`, quoted-printable decoded. */
export function findLink(raw: string, baseUrl: string, pathPrefix: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const escaped = (baseUrl + pathPrefix).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = decoded.match(new RegExp(`${escaped}[^"'<>\\s]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in the e-mail`);
  return match[0].replace(/&amp;/g, "&");
}
