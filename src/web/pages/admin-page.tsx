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
      <noscript>
        <p className="mt-4">The admin area needs JavaScript to be switched on.</p>
      </noscript>
      {/* The server sends the heading and notice, never admin data. */}
      <ClientOnly fallback={<p className="mt-4">Loading the admin area…</p>}>
        <AdminApp />
      </ClientOnly>
    </>
  );
}
