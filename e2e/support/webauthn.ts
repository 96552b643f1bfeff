import type { VisitorPage } from "./browser.ts";

/**
 * A platform authenticator with user verification, as a laptop's fingerprint reader: Chromium's
 * virtual authenticator (DevTools protocol), not a mock.
 */
export async function withVirtualAuthenticator({ context, page }: VisitorPage) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
