import { lazy, Suspense, useEffect, useState } from "react";
import { PageHeading } from "../components/layout/route-focus.tsx";

// Admin code is a chunk of its own that public pages never load.
const AdminApp = lazy(() => import("../features/admin/admin-app.tsx"));

export default function AdminPage() {
  // Rendered only after hydration: the server sends the heading and notice, never admin data.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <>
      <PageHeading>Admin</PageHeading>
      <p className="mt-3 font-semibold">Authorized access only. All activities are logged.</p>
      <noscript>
        <p className="mt-4">The admin area needs JavaScript to be switched on.</p>
      </noscript>
      {inBrowser ? (
        <Suspense fallback={<p role="status">Loading the admin area…</p>}>
          <AdminApp />
        </Suspense>
      ) : (
        <p className="mt-4">Loading the admin area…</p>
      )}
    </>
  );
}
