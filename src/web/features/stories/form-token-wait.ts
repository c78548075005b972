// The timing rules of the story form's token (docs/decisions/007), kept apart from React so they
// can be tested with fake timers.
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from "../../../shared/contracts/stories.ts";

export interface ReceivedToken {
  token: string;
  /** This browser's clock when the token arrived: the server's clock may differ. */
  receivedAt: number;
}

/** A little over the server's floor, measured on this browser's clock. */
export const WAIT_AFTER_TOKEN_MS = FORM_TOKEN_MIN_AGE_MS + 500;
/** A token this close to the server's limit is replaced before sending, not sent to be refused. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The token to send, once a person could plausibly have filled the form: a token near its expiry
 * is fetched afresh, and a quick person waits out the rest of the server's floor.
 */
export async function readyToken(
  current: ReceivedToken | undefined,
  refetch: () => Promise<ReceivedToken | undefined>,
): Promise<string | undefined> {
  let token = current;
  if (token && Date.now() - token.receivedAt > FORM_TOKEN_MAX_AGE_MS - REFRESH_BEFORE_EXPIRY_MS) {
    token = await refetch();
  }
  if (!token) return undefined; // The original client is served without one.
  await sleep(Math.max(0, token.receivedAt + WAIT_AFTER_TOKEN_MS - Date.now()));
  return token.token;
}
