// The e-mail that brings a new member of the team their invitation link: who invited
// them, as what, their username, and the link, which works once until it expires.
import type { Role } from "../../../shared/roles.ts";
import { type EmailContent, headerText, ukTime } from "./email-blocks.ts";
import type { InvitationPayload } from "./payloads.ts";

const AS_ROLE: Record<Role, string> = {
  owner: "an owner",
  editor: "an editor",
  contributor: "a contributor",
};

export function invitationEmail(invitation: InvitationPayload): EmailContent & { to: string } {
  const invitedBy = headerText(invitation.invitedBy, 80);
  const role = AS_ROLE[invitation.role as Role] ?? invitation.role;
  return {
    to: invitation.email,
    subject: "Your invitation to the Real Access website",
    blocks: [
      { type: "paragraph", text: `Hello ${headerText(invitation.displayName, 80)},` },
      {
        type: "paragraph",
        text: `${invitedBy} has invited you to help run the Real Access website, as ${role}.`,
      },
      {
        type: "facts",
        facts: [
          ["Your username", invitation.username],
          ["The link works until", ukTime(invitation.expiresAt)],
        ],
      },
      ...(invitation.inviteUrl
        ? [
            {
              type: "link",
              text: "Open this link to choose your password and sign in (it works once)",
              href: invitation.inviteUrl,
            } as const,
          ]
        : []),
      {
        type: "paragraph",
        text: `If the link has expired, ask ${invitedBy} for a new one. If you were not expecting this e-mail, you can ignore it: nothing happens unless the link is opened.`,
      },
    ],
  };
}
