import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf } from "../../../shared/api-error.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { adminSessionQuery } from "../../lib/queries/admin.ts";
import { toast } from "../../lib/toasts.ts";

export function useAdminSession() {
  return useQuery(adminSessionQuery());
}

/** Shows the gate (signed in or out) without asking the server again. */
export function useSetSignedIn() {
  const queryClient = useQueryClient();
  return (authenticated: boolean) =>
    queryClient.setQueryData(adminSessionQuery().queryKey, { authenticated });
}

/** SPEC §2: "any 401 returns to the gate with a message" — used by every admin mutation. */
export function useSessionEnded() {
  const setSignedIn = useSetSignedIn();
  return (error: Error) => {
    if (apiErrorOf(error)?.status !== 401) return false;
    setSignedIn(false);
    toast({ title: "Session Ended", description: "Please sign in again.", variant: "error" });
    return true;
  };
}

export function useLogout() {
  const setSignedIn = useSetSignedIn();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout"),
    onSettled: () => {
      setSignedIn(false);
      toast({ title: "Logged Out" });
    },
  });
}
