// The access guides' pages' query parameters and the keys under which the server hands a plain
// post's state to its page (decision 036). Small and apart, so the route table loads nothing more.

/** The manage page's confirmations after a plain post: `?saved=1`, `?sent=1`. */
export const GUIDE_SAVED_PARAM = "saved";
export const GUIDE_SENT_PARAM = "sent";
/** The results a new guide starts from: `/access-guides/new?from=<results token>`. */
export const GUIDE_FROM_PARAM = "from";

/** Cache keys under which the server hands a plain post's state to the page it renders again. */
export const POSTED_GUIDE_KEY = ["access-guide:posted"] as const;
export const POSTED_NEW_GUIDE_KEY = ["access-guide:new-posted"] as const;
