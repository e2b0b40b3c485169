import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { config } from "~/config.server";
import { createSlots, SlotsBusy } from "~/slots.server";

/**
 * Password hashing with scrypt at the OWASP parameters (N=2^17, r=8, p=1: 128 MiB per hash).
 * The parameters are stored with each hash, so raising them later keeps old hashes verifiable.
 * Only the test run uses a cheap cost, to keep the suite fast.
 */

type Params = { N: number; r: number; p: number };

const PRODUCTION: Params = { N: 2 ** 17, r: 8, p: 1 };
const TEST: Params = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function currentParams(): Params {
  return config.NODE_ENV === "test" ? TEST : PRODUCTION;
}

/** Thrown when every hashing slot stayed busy for the whole wait: the route answers 503. */
export class HashingBusy extends SlotsBusy {
  constructor() {
    super();
    this.name = "HashingBusy";
  }
}

/**
 * Each production hash takes 128 MiB and up to a few seconds of a core: a burst of junk sign-ins
 * must not starve the real ones or the memory. Checked after the rate limit.
 */
const hashSlots = createSlots({ max: 2, waitMs: 5_000, busy: () => new HashingBusy() });

function scrypt(password: string, salt: Buffer, { N, r, p }: Params): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below the OWASP cost.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** "scrypt$N$r$p$salt$hash" (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const params = currentParams();
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, nText, rText, pText, salt = "", key = ""] = parts;
  const [N, r, p] = [Number(nText), Number(rText), Number(pText)];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return null;
  return { N, r, p, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Spend the same time as a real check, so a missing account is not told apart by timing.
    await scrypt(password, randomBytes(SALT_BYTES), currentParams());
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** For a login attempt on an email that has no account: same work, always false. */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, null);
  return false;
}
