// A news source's feed read in a worker thread: the XML parser is synchronous, and a 2 MB feed of
// ordinary items took 0.6 s, one item with 190,000 attributes 1.9 s, all of it with the event loop
// stopped (decision 027). A document that is no feed is an answer, not an error: an error's class
// does not survive the way back to the main thread, its words do.
import { FeedFormatError } from "./feed-format-error.ts";
import { type ParsedFeed, parseFeed } from "./parse-feed.ts";

/** One document to parse. */
export interface FeedJob {
  xml: string;
  feedUrl: string;
  /** A time (a Date survives the copy, but a number says plainly what is sent). */
  now: number;
}

/** The items, or why the document is not a feed this site can read (words for the admin). */
export type FeedAnswer = { ok: true; feed: ParsedFeed } | { ok: false; problem: string };

export function readFeed({ xml, feedUrl, now }: FeedJob): FeedAnswer {
  try {
    return { ok: true, feed: parseFeed(xml, feedUrl, new Date(now)) };
  } catch (error) {
    if (error instanceof FeedFormatError) return { ok: false, problem: error.message };
    throw error;
  }
}
