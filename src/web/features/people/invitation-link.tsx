// Admin › People: the invitation link just made, to pass on to the person. It is shown only
// here (the server keeps it hashed), so it stays until the owner says they are done with it.
import { Button } from "react-aria-components";
import { INVITE_DAYS } from "../../../shared/contracts/people.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { CopyField } from "./copy-field.tsx";
import { useFocusOnShow } from "./use-focus-on-show.ts";
import type { ShownInvitation } from "./use-people.ts";

/** Whether the link is on its way by e-mail too, when the owner gave an address. */
function EmailedNote({ invitation }: { invitation: ShownInvitation }) {
  if (invitation.emailedTo) {
    return (
      <p>
        We are also e-mailing the link to <strong>{invitation.emailedTo}</strong>. If it does not
        arrive, the Activity tab shows e-mails that failed.
      </p>
    );
  }
  if (invitation.askedToEmail) {
    return (
      <p className="font-semibold">
        This site does not send e-mail (no SMTP_URL is set), so the link was not e-mailed. Send it
        yourself.
      </p>
    );
  }
  return null;
}

interface InvitationLinkProps {
  invitation: ShownInvitation;
  onDone: () => void;
}

export function InvitationLink({ invitation, onDone }: InvitationLinkProps) {
  const heading = useFocusOnShow<HTMLHeadingElement>(invitation);
  const { displayName, username } = invitation.user;
  return (
    <section
      aria-labelledby="invitation-link-heading"
      className="flex flex-col gap-3 rounded-xl border-4 border-accent p-5"
    >
      <h4 id="invitation-link-heading" ref={heading} tabIndex={-1} className="font-bold text-xl">
        Invitation link for {displayName}
      </h4>
      <p>
        Send this link to {displayName}. It works once, for {INVITE_DAYS} days. Their username is{" "}
        <strong>{username}</strong>; they choose their own password when they open the link.
      </p>
      <CopyField
        id="invitation-link"
        label={`Invitation link for ${displayName}`}
        value={invitation.inviteUrl}
        buttonLabel="Copy link"
        copiedTitle="Link copied"
      />
      <EmailedNote invitation={invitation} />
      <p className="text-muted">
        You will not see this link again. If it is lost, make a new one from the list below.
      </p>
      <div>
        <Button className={secondaryButton} onPress={onDone}>
          Done with this link
        </Button>
      </div>
    </section>
  );
}
