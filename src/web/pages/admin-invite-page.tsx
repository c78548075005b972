import { lazy } from "react";
import { useParams } from "wouter";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ClientOnly } from "../components/ui/client-only.tsx";

// In the admin chunk, which public pages never load. Not a chunk of its own: a new chunk would
// split React Aria's shared chunks anew, adding a request to public pages (the Lighthouse budget).
const AcceptInvite = lazy(() =>
  import("./admin/admin-app.tsx").then(({ AcceptInvite }) => ({ default: AcceptInvite })),
);

export default function AdminInvitePage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <>
      <PageHeading>Accept your invitation</PageHeading>
      <noscript>
        <p className="mt-4">Accepting an invitation needs JavaScript to be switched on.</p>
      </noscript>
      <ClientOnly fallback={<p className="mt-4">Loading your invitation…</p>}>
        <AcceptInvite token={token} />
      </ClientOnly>
    </>
  );
}
