// A passkey in software, for API tests: it answers the server's WebAuthn options as a browser and
// an authenticator would (attestation "none", an ES256 key on P-256), so a test can add a passkey
// and sign in with it through app.inject, with the server's own verification in the way.
import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { InjectOptions, LightMyRequestResponse } from "fastify";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

// Authenticator data flags: user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

/** One discoverable credential for the site at `origin` (its host is the relying party). */
export function softPasskey(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = base64url(credentialId);
  let counter = 0;

  // The public key as COSE: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), then x and y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );

  const authenticatorData = (flags: number, attested: Buffer = Buffer.alloc(0)) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  };
  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The browser's answer to registration options with this `challenge`. */
    register(challenge: string) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const aaguid = Buffer.alloc(16);
      const attested = Buffer.concat([aaguid, idLength, credentialId, Buffer.from(coseKey)]);
      const authData = authenticatorData(USER_PRESENT | USER_VERIFIED | ATTESTED, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: base64url(clientData("webauthn.create", challenge)),
          attestationObject: base64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** The browser's answer to sign-in options with this `challenge`. */
    signIn(challenge: string) {
      const authData = authenticatorData(USER_PRESENT | USER_VERIFIED);
      const data = clientData("webauthn.get", challenge);
      const signature = createSign("sha256")
        .update(Buffer.concat([authData, sha256(data)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: base64url(data),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}

type SoftPasskey = ReturnType<typeof softPasskey>;
type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Makes a passkey and adds it to the account signed in with `cookie`; the passkey. */
export async function addSoftPasskey(
  app: { inject: Inject },
  origin: string,
  cookie: string,
  name = "Test laptop",
): Promise<SoftPasskey> {
  const key = softPasskey(origin);
  const headers = { cookie };
  const options = await app.inject({ method: "POST", url: "/api/admin/passkeys/options", headers });
  if (options.statusCode !== 200) throw new Error(`passkey options: ${options.statusCode}`);
  const added = await app.inject({
    method: "POST",
    url: "/api/admin/passkeys",
    headers,
    payload: { name, response: key.register(options.json().challenge) },
  });
  if (added.statusCode !== 201) throw new Error(`passkey not added: ${added.body}`);
  return key;
}

/** The sign-in options' challenge, answered by `key`: what the browser sends to sign in. */
export async function passkeyAnswer(
  app: { inject: Inject },
  key: SoftPasskey,
  remoteAddress?: string,
) {
  const options = await app.inject({
    method: "POST",
    url: "/api/admin/passkey-login/options",
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return key.signIn(options.json().challenge);
}
