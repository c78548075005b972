import { lazy } from "react";
import { useParams } from "wouter";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ClientOnly } from "../components/ui/client-only.tsx";

// Admin code is a chunk of its own that public pages never load.
const AcceptInvite = lazy(() => import("../features/admin/accept-invite.tsx"));

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
