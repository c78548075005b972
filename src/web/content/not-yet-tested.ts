// The one sentence the accessibility statement and the evidence page both use for what has not
// been done, so they cannot disagree. A file of its own: the statement needs nothing else of
// accessibility-checks.ts, whose descriptions would otherwise load with every page.
export const NOT_YET_TESTED =
  "We have not yet tested the site with disabled people or with real assistive technology, and no specialist has audited it.";
