// Admin › People, the owner's tab: what each role may do, everyone with an account,
// the invitation link just made, inviting someone new, and everyone's passkeys and API tokens.

import { useRef, useState } from "react";
import { ROLE_INFO, ROLES } from "../../../shared/roles.ts";
import { EveryonesPasskeys } from "./everyones-passkeys.tsx";
import { EveryonesTokens } from "./everyones-tokens.tsx";
import { InvitationLink } from "./invitation-link.tsx";
import { InviteForm } from "./invite-form.tsx";
import { PeopleList } from "./people-list.tsx";
import type { ShownInvitation } from "./use-people.ts";

function RolesExplained() {
  return (
    <section aria-labelledby="roles-heading" className="flex flex-col gap-2">
      <h4 id="roles-heading" className="font-bold text-xl">
        Roles
      </h4>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {ROLES.map((role) => (
          <div key={role} className="contents">
            <dt className="font-semibold">{ROLE_INFO[role].label}</dt>
            <dd className="mb-2 sm:mb-0">{ROLE_INFO[role].description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PeopleAdmin() {
  const [issued, setIssued] = useState<ShownInvitation | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const done = () => {
    setIssued(null);
    // The link's box goes; continue from the top of the tab rather than the page's.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h3 id="people-heading" ref={heading} tabIndex={-1} className="font-bold text-2xl">
          People
        </h3>
        <p className="text-muted">
          Everyone who can sign in here. Invite someone, choose what their role lets them do, and
          disable or remove accounts that are no longer needed.
        </p>
      </div>
      <RolesExplained />
      {issued && <InvitationLink invitation={issued} onDone={done} />}
      <PeopleList onIssued={setIssued} />
      <div className="rounded-2xl border-2 border-line p-5">
        <InviteForm onInvited={setIssued} />
      </div>
      <EveryonesPasskeys />
      <EveryonesTokens />
    </section>
  );
}
