import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionStatus } from "../../../shared/contracts/admin.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { toast } from "../../lib/toasts.ts";

export const sessionKey = ["/api/admin/session"];

export function useAdminSession() {
  return useQuery<SessionStatus>({ queryKey: sessionKey });
}

/** SPEC §2: "any 401 returns to the gate with a message" — used by every admin mutation. */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (!error.message.startsWith("401")) return false;
    queryClient.setQueryData<SessionStatus>(sessionKey, { authenticated: false });
    toast({ title: "Session Ended", description: "Please sign in again.", variant: "error" });
    return true;
  };
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout"),
    onSettled: () => {
      queryClient.setQueryData<SessionStatus>(sessionKey, { authenticated: false });
      toast({ title: "Logged Out" });
    },
  });
}
