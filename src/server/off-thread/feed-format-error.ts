// The one error a feed document earns, in a module of its own: thrown by the parser in a worker
// thread, and made again from its words on the main thread (feeds.ts), where the parser never loads.

/** A document that is not a feed this site can read; its message is shown to the admin. */
export class FeedFormatError extends Error {}
