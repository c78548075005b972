import { useMutation } from "@tanstack/react-query";
import type { ContactRequestInput } from "../../../shared/contracts/contact.ts";
import { apiCall } from "../../lib/api-client.ts";

/** POST /api/contact. Not retried: no mutation on the site is. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactRequestInput) => {
      await apiCall("POST /api/contact", { body: input });
    },
  });
}
