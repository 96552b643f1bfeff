import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/*
 * SSRF protection (docs/decisions/0029): webhooks, and the documents of identity providers,
 * may only reach public unicast addresses.
 * ipaddr.js classifies the address (loopback, private, link-local, CGNAT, multicast,
 * unique-local, reserved, NAT64, 6to4, Teredo…); an IPv4-mapped IPv6 address is judged as
 * the IPv4 address it maps. Everything but "unicast" is refused.
 */

/** A target refused because of where it points. */
export class BlockedTargetError extends Error {
  override name = "BlockedTargetError";
}

/** Why `address` may not be reached, or null when it is a public unicast address. */
export function blockedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return "not an IP address";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === "unicast" ? null : range;
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

function refuse(host: string, address: string, range: string): never {
  const shown = host === address ? address : `${host} resolves to ${address}, which`;
  throw new BlockedTargetError(
    `${shown} is a ${range} address; only public addresses may be reached`,
  );
}

/** Throws BlockedTargetError when any of `addresses` is not public. */
export function assertPublic(host: string, addresses: readonly string[]): void {
  for (const address of addresses) {
    const range = blockedRange(address);
    if (range) refuse(host, address, range);
  }
}

/** Every address a host name resolves to (as the HTTP client would resolve it). */
export function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * A `lookup` for node:http that resolves the name once, checks every address and hands the
 * socket only checked ones: the connection goes to the address that was checked, so a DNS
 * answer that changes between the check and the connect (rebinding) cannot slip through.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAll(hostname).then(
    (addresses) => {
      try {
        assertPublic(
          hostname,
          addresses.map((entry) => entry.address),
        );
      } catch (error) {
        callback(error as NodeJS.ErrnoException, "", 0);
        return;
      }
      const family = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
      const first = usable[0];
      if (options.all) callback(null, usable);
      else if (first) callback(null, first.address, first.family);
      else
        callback(
          Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }),
          "",
          0,
        );
    },
    (error: NodeJS.ErrnoException) => callback(error, "", 0),
  );
};
