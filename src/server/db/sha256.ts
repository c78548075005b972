// In db/ because what it makes is stored: session and token hashes, a backup's checksum.
import { createHash } from "node:crypto";

/** SHA-256 of UTF-8 text, as 64 hex digits: stored in place of a secret, or as a checksum. */
export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
