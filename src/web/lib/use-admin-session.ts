// Who is signed in to the admin, and what a sign-in, sign-out or ended session does. The admin
// shell and every admin feature use it, so it sits in lib (features never import each other).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf } from "../../shared/api-error.ts";
import type { SignedInUser } from "../../shared/contracts/admin.ts";
import { can, type Permission } from "../../shared/roles.ts";
import { apiCall } from "./api-client.ts";
import { adminSessionQuery } from "./queries/admin.ts";
import { toast } from "./toasts.ts";

export function useAdminSession() {
  return useQuery(adminSessionQuery());
}

/** The signed-in person (the panel renders only once there is one). */
export function useSignedInUser(): SignedInUser | null {
  const { data } = useAdminSession();
  return data?.authenticated ? data.user : null;
}

/** Whether the signed-in person's role holds `permission`: what the panel shows follows it. */
export function useCan(permission: Permission): boolean {
  const user = useSignedInUser();
  return user !== null && can(user.role, permission);
}

/** After signing in by any means: ask the server who we are now, which shows the panel. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: adminSessionQuery().queryKey });
}

/** Shows the gate without asking the server again. */
export function useSignedOut() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(adminSessionQuery().queryKey, { authenticated: false });
    // Whatever the last person could see must not show to the next one.
    const session = adminSessionQuery().queryKey[0];
    queryClient.removeQueries({
      predicate: (query) => {
        const path = String(query.queryKey[0]);
        return path !== session && /^\/api\/(admin|contact-requests)/.test(path);
      },
    });
  };
}

/** Any 401 returns to the gate with a message; used by every admin mutation. */
export function useSessionEnded() {
  const signedOut = useSignedOut();
  return (error: Error) => {
    if (apiErrorOf(error)?.status !== 401) return false;
    signedOut();
    toast({ title: "Session Ended", description: "Please sign in again.", variant: "error" });
    return true;
  };
}

export function useLogout() {
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: () => apiCall("POST /api/admin/logout"),
    onSettled: () => {
      signedOut();
      toast({ title: "Logged Out" });
    },
  });
}
