// The admin area, rendered in the browser only and loaded as its own chunk. With the panel and
// the sign-in gate beside it, it is the shell that composes the admin features (moderation,
// curation, people, activity), so it sits under pages/, which may import features.
import { useRef } from "react";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { AdminPanel } from "./admin-panel.tsx";

export { default as AcceptInvite } from "../../features/people/accept-invite.tsx";

import { useAdminSession } from "../../lib/use-admin-session.ts";
import { LoginGate } from "./login-gate.tsx";

export default function AdminApp() {
  const session = useAdminSession();
  // The gate takes focus only when it replaces the panel (sign-out, an expired session).
  const hadPanel = useRef(false);
  if (session.isPending) return <p role="status">Checking your sign-in…</p>;
  if (session.isError) {
    return (
      <AlertMessage className="mt-6">
        The admin area could not reach the server. Please try again later.
      </AlertMessage>
    );
  }
  if (session.data.authenticated) {
    hadPanel.current = true;
    return <AdminPanel />;
  }
  return <LoginGate focusOnShow={hadPanel.current} />;
}
