// A form's starting state when the server rendered its page after a plain post (without
// JavaScript): the values sent, the problems found and a refusal, or, after the redirect that
// follows a post that was taken, the confirmation named in the address.
import { type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import type { PostedForm } from "../../shared/posted-forms.ts";
import type { ToastContent } from "./toasts.ts";

interface PostedFormOptions {
  query: UseQueryOptions<PostedForm | null, Error, PostedForm | null, readonly unknown[]>;
  /** The address's parameter that says the post was taken, and the words that confirm it. */
  confirmedBy: string;
  confirmation: { title: string; description: string };
  /** The heading over a refusal of the whole form, as its failure toast would say it. */
  refusalTitle: string;
}

export interface PostedStart {
  values: Record<string, string>;
  errors: Record<string, string>;
  outcome: ToastContent | null;
}

export function usePostedForm({
  query,
  confirmedBy,
  confirmation,
  refusalTitle,
}: PostedFormOptions): PostedStart {
  const queryClient = useQueryClient();
  const { data } = useQuery(query);
  const [search] = useSearchParams();
  const [start] = useState<PostedStart>(() => {
    if (data) {
      const { values, errors, refusal } = data;
      const outcome = refusal
        ? { title: refusalTitle, description: refusal, variant: "error" as const }
        : null;
      return { values, errors, outcome };
    }
    const confirmed = search.has(confirmedBy);
    const outcome = confirmed ? { ...confirmation, variant: "success" as const } : null;
    return { values: {}, errors: {}, outcome };
  });
  // Read once: the form is shown again empty when the page is next opened by a link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on first showing only
  useEffect(() => {
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }, []);
  return start;
}
