// Admin password hashing with scrypt from node:crypto. OWASP recommends N=2^17, r=8, p=1; we use
// N=2^15 because every Bearer call verifies the password too (docs/decisions/004). Its time
// depends on the machine: `node -e "console.time('s');require('crypto').scryptSync('x','salt',32,
// {N:2**15,r:8,p:1});console.timeEnd('s')"` measures it. Stored as scrypt$N$r$p$salt$hash, so a
// hash keeps verifying after the cost changes.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
/** For tests only: a few milliseconds instead of a tenth of a second per hash. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const withMemory = (params: ScryptCost): ScryptOptions => ({
  ...params,
  maxmem: 256 * params.N * params.r + 1024 * 1024,
});

export async function hashPassword(password: string, cost = PRODUCTION_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, withMemory(cost));
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), withMemory(params));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A strong random password for the first start: 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
