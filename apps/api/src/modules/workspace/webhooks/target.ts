import { HttpError } from "../../../lib/http-error.ts";
import { assertPublic, BlockedTargetError, literalAddress, resolveAll } from "./address-guard.ts";

/** How long registration waits for DNS before it lets the sender judge the name later. */
const lookupTimeoutMs = 3000;

function refused(message: string): never {
  throw new HttpError(422, `url: ${message}`);
}

async function addressesOf(hostname: string): Promise<string[] | null> {
  const timeout = new Promise<null>((resolve) => {
    setTimeout(() => resolve(null), lookupTimeoutMs).unref();
  });
  const lookup = resolveAll(hostname).then(
    (addresses) => addresses.map((entry) => entry.address),
    () => null,
  );
  return Promise.race([lookup, timeout]);
}

/**
 * The target of a webhook, checked when it is registered: https (http only with
 * WEBHOOKS_ALLOW_PRIVATE), no credentials, and neither a literal private address nor a name
 * that resolves to one now. The sender checks again at every attempt, after resolving the
 * name, because DNS can change. Answers the normalised URL.
 */
export async function checkTarget(input: string, allowPrivate: boolean): Promise<string> {
  const url = URL.parse(input);
  if (!url) refused("Must be an https:// address");
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    refused("Must be an https:// address");
  }
  if (url.username || url.password) refused("Must not contain a user name or password");
  if (url.hash) refused("Must not contain a #fragment");
  if (allowPrivate) return url.href;
  try {
    const literal = literalAddress(url.hostname);
    if (literal) assertPublic(literal, [literal]);
    else assertPublic(url.hostname, (await addressesOf(url.hostname)) ?? []);
  } catch (error) {
    if (error instanceof BlockedTargetError) refused(error.message);
    throw error;
  }
  return url.href;
}
