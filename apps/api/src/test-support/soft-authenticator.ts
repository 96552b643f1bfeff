import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";
import type { PasskeyAssertion, PasskeyAttestation } from "@fleetward/contracts/second-factors";

/*
 * A passkey for the API tests: an ES256 key pair that answers WebAuthn ceremonies as a
 * platform authenticator would (attestation "none", user present and verified), built from
 * the WebAuthn Level 3 data layouts. The browser tests use Chromium's virtual authenticator.
 */

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

/** Flags of authenticator data: user present, user verified, attested credential data. */
const flags = { up: 0x01, uv: 0x04, at: 0x40 };

/**
 * `counts: false` keeps the signature counter at 0, as synced passkeys do (iCloud, Google):
 * then only the server's record of used challenges can refuse a replayed answer.
 */
export function softAuthenticator(origin: string, { counts = true } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let signCount = 0;
  let userHandle = "";

  /** COSE_Key of the public key: kty EC2, alg ES256, crv P-256, x, y (RFC 9053). */
  const coseKey = encodeCBOR(
    new Map<number, CBORType>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
    ]),
  );

  function authenticatorData(rpId: string, flagBits: number, attested?: Uint8Array) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flagBits]),
      counter,
      attested ?? Buffer.alloc(0),
    ]);
  }

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),

    /** `navigator.credentials.create` for these options; `from` fakes another site's page. */
    create(
      options: { challenge: string; rp: { id?: string }; user: { id: string } },
      from = origin,
    ): PasskeyAttestation {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const authData = authenticatorData(rpId, flags.up | flags.uv | flags.at, attested);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    /**
     * `navigator.credentials.get`: signs the challenge; `verified: false` skips the PIN; `from`
     * is the page's origin (a workspace's own, or another site's).
     */
    get(
      options: { challenge: string; rpId?: string },
      { verified = true, from = origin } = {},
    ): PasskeyAssertion {
      if (counts) signCount += 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = authenticatorData(rpId, flags.up | (verified ? flags.uv : 0));
      const clientDataJSON = clientData("webauthn.get", options.challenge, from);
      const signature = createSign("SHA256")
        .update(Buffer.concat([authData, sha256(clientDataJSON)]))
        .sign(privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
