import { lazy } from "react";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ClientOnly } from "../components/ui/client-only.tsx";

// Admin code is a chunk of its own that public pages never load.
const AdminApp = lazy(() => import("./admin/admin-app.tsx"));

export default function AdminPage() {
  return (
    <>
      <PageHeading>Admin</PageHeading>
      <p className="mt-3 font-semibold">Authorized access only. All activities are logged.</p>
      {/* The server sends the heading and notice, never admin data. Which words show follows the
          scripting media feature rather than <noscript>, which a screen reader may read out as
          raw markup when scripts run, and which a browser told not to run scripts still hides. */}
      <p className="mt-4 hidden [@media(scripting:none)]:block">
        The admin area needs JavaScript to be switched on.
      </p>
      <ClientOnly
        fallback={<p className="mt-4 [@media(scripting:none)]:hidden">Loading the admin area…</p>}
      >
        <AdminApp />
      </ClientOnly>
    </>
  );
}
