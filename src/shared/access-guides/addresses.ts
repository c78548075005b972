// The access guides' pages' query parameters and the keys under which the server hands a plain
// post's state to its page (decision 036). Small and apart, so the route table loads nothing more.

/** The manage page's confirmations after a plain post: `?saved=1`, `?sent=1`. */
export const GUIDE_SAVED_PARAM = "saved";
export const GUIDE_SENT_PARAM = "sent";
/** The manage page after "Use the middle of <postcode>": `?placed=1`. */
export const GUIDE_PLACED_PARAM = "placed";
/** The manage form's button that puts the guide at the middle of its postcode (its `action`). */
export const POSTCODE_CENTRE_ACTION = "postcode-centre";
/** The manage page after "Take it back from review" (no JavaScript). */
export const GUIDE_WITHDRAWN_PARAM = "withdrawn";
/** Photos of the place: at most this many a guide, each described in alt text this long at most. */
export const GUIDE_PHOTOS_MAX = 6;
export const GUIDE_PHOTO_ALT_MAX = 250;

/** The manage page's confirmation after a photo post: `?photo=added` and so on. */
export const GUIDE_PHOTO_PARAM = "photo";
export const GUIDE_PHOTO_OUTCOMES = {
  added: "Your photo is added.",
  saved: "Your photo's changes are saved.",
  removed: "Your photo is removed.",
} as const;
export type GuidePhotoOutcome = keyof typeof GUIDE_PHOTO_OUTCOMES;
/** The heading the photo forms' redirects open the page at. */
export const GUIDE_PHOTOS_ANCHOR = "photos";
/** The hidden field naming the photo a photo form changes (it posts to the manage page). */
export const PHOTO_ID_FIELD = "photoId";
/** What a photo form's buttons ask for, as its `action` field. */
export const PHOTO_ACTIONS = ["save", "earlier", "later", "remove"] as const;

/** The results a new guide starts from: `/access-guides/new?from=<results token>`. */
export const GUIDE_FROM_PARAM = "from";

/** Cache keys under which the server hands a plain post's state to the page it renders again. */
export const POSTED_GUIDE_KEY = ["access-guide:posted"] as const;
export const POSTED_NEW_GUIDE_KEY = ["access-guide:new-posted"] as const;
/**
 * A photo form's post brought back: `values.photoId` names the photo whose form it was, blank for
 * the upload form.
 */
export const POSTED_PHOTO_KEY = ["access-guide:photo-posted"] as const;

/** A notice's form post brought back, when it was refused. */
export const POSTED_NOTICE_KEY = ["access-guide:notice-posted"] as const;
/** The manage page's confirmation after a notice or a confirmation: `?notice=posted` and so on. */
export const GUIDE_NOTICE_PARAM = "notice";
export const GUIDE_NOTICE_OUTCOMES = {
  posted: "Your notice is on your guide now.",
  ended: "Your notice has ended and is off your guide.",
  confirmed: "Thank you. Your guide now says you checked it today.",
} as const;
export type GuideNoticeOutcome = keyof typeof GUIDE_NOTICE_OUTCOMES;
/** The heading the notice forms' redirects open the page at. */
export const GUIDE_NOTICES_ANCHOR = "notices";
