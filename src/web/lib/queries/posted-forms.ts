// What a form sent without JavaScript brought back to its page (shared/posted-forms.ts): put in
// the cache by the server as it renders the page, never fetched, so null whenever the page was
// opened by a link.
import { queryOptions } from "@tanstack/react-query";
import {
  POSTED_CONTACT_KEY,
  POSTED_STORY_KEY,
  type PostedForm,
} from "../../../shared/posted-forms.ts";

const postedFormQuery = (queryKey: readonly string[]) =>
  queryOptions<PostedForm | null>({ queryKey, queryFn: () => null });

export const postedContactQuery = () => postedFormQuery(POSTED_CONTACT_KEY);
export const postedStoryQuery = () => postedFormQuery(POSTED_STORY_KEY);
