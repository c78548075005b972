// What deleting a guide means, in the same words in the dialog (with JavaScript) and on the
// confirmation page (without), so the business is asked the same question either way.
export const DELETE_GUIDE_QUESTION = "Delete this guide?";
export const DELETE_GUIDE_MEANING =
  "Deleting takes your guide off the site at once, with its photos, and this private link stops working. It cannot be undone: to have a guide again you would start a new one from your self-assessment results.";
