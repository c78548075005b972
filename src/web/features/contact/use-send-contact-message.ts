import { useMutation } from "@tanstack/react-query";
import type { ContactRequestInput } from "../../../shared/contracts/contact.ts";
import { apiRequest } from "../../lib/api-client.ts";

/** POST /api/contact (SPEC §7). Not retried (SPEC §7: mutations are not retried). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactRequestInput) => {
      await apiRequest("POST", "/api/contact", input);
    },
  });
}
