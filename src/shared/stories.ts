// Community story rules the visitor's page needs on first load, kept free of zod.
/** The story form's toasts and the list's states (docs/product.md#community-stories). */
export const STORY_TEXT = {
  submitted: {
    title: "Article Submitted!",
    description: "Your article has been submitted for review and will appear once approved.",
  },
  submitFailed: {
    title: "Submission Failed",
    description: "There was an error submitting your article. Please try again.",
  },
  loadError: "Unable to load community articles at this time.",
  emptyTitle: "No Community Articles Yet",
  emptyText:
    "Be the first to share your accessibility experience! Submit your story below to help others in similar situations.",
  noMatchTitle: "No Matching Stories Found",
  noMatchText: (term: string) =>
    `No community stories match "${term}". Try different search terms or browse all stories.`,
} as const;

/**
 * What a like sent without JavaScript says on the page it returns to (docs/decisions/034), and
 * the like limit's refusal, which the API gives in the same words.
 */
export const LIKE_TEXT = {
  liked: "You liked this story. Thank you.",
  limited:
    "You have liked and unliked a lot of stories very quickly. Please wait a few minutes and try again.",
} as const;
