import { HttpError } from "../../../lib/http-error.ts";
import { assertPublic, BlockedTargetError, literalAddress } from "../../../lib/address-guard.ts";

function refused(message: string): never {
  throw new HttpError(422, `url: ${message}`);
}

/** Names that are loopback by definition (RFC 6761), refused without asking DNS. */
const loopbackName = /(^|\.)localhost\.?$/i;

/**
 * The target of a webhook, checked when it is registered: https (http only with
 * WEBHOOKS_ALLOW_PRIVATE), no credentials, and not a literal private address or a localhost
 * name. Other names are not resolved here (DNS can change, and a lookup would slow every
 * registration): the sender resolves and checks them at every attempt. Answers the URL.
 */
export function checkTarget(input: string, allowPrivate: boolean): string {
  const url = URL.parse(input);
  if (!url) refused("Must be an https:// address");
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    refused("Must be an https:// address");
  }
  if (url.username || url.password) refused("Must not contain a user name or password");
  if (url.hash) refused("Must not contain a #fragment");
  if (allowPrivate) return url.href;
  if (loopbackName.test(url.hostname)) {
    refused(`${url.hostname} is a loopback address; webhooks only reach public addresses`);
  }
  const literal = literalAddress(url.hostname);
  try {
    if (literal) assertPublic(literal, [literal]);
  } catch (error) {
    if (error instanceof BlockedTargetError) refused(error.message);
    throw error;
  }
  return url.href;
}
