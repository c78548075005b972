// Admin › People: everyone with an account, in a table, with each person's role, when they last
// signed in and whether they can, and what the owner may do about each. Your own row changes
// nothing: another owner does that, so no one locks themselves out by a slip.

import { useState } from "react";
import { Button } from "react-aria-components";
import type { Invitation, Person } from "../../../shared/contracts/people.ts";
import { formatUkDateTime, isoDate } from "../../../shared/dates.ts";
import { ROLE_INFO, type Role } from "../../../shared/roles.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useFocusAfterRemoval } from "../../lib/focus-after-removal.ts";
import { useSignedInUser } from "../../lib/use-admin-session.ts";
import { RoleSelect } from "./role-select.tsx";
import {
  type PersonChange,
  useChangePerson,
  useNewInvitationLink,
  usePeople,
  useRemovePerson,
} from "./use-people.ts";

const smallButton = "min-h-11 px-4 text-sm";
const cell = "p-3 align-top";

type Confirming = { kind: "remove" | "new-link"; person: Person } | null;

type Pending = { person: Person; change: PersonChange } | undefined;

/** The change under way for `person`, if any, so the row shows it before the server answers. */
function pendingFor(pending: Pending, person: Person): PersonChange | null {
  return pending && pending.person.id === person.id ? pending.change : null;
}

export const statusOf = (person: Person) =>
  person.disabled ? "Disabled" : person.invited ? "Invitation not yet accepted" : "Active";

function LastSignIn({ at }: { at: Person["lastSignInAt"] }) {
  return at ? <time dateTime={isoDate(at)}>{formatUkDateTime(at)}</time> : "Never";
}

interface PersonRowProps {
  person: Person;
  isYou: boolean;
  pending: PersonChange | null;
  onChange: (change: PersonChange) => void;
  onNewLink: () => void;
  onRemove: () => void;
}

function PersonRow({ person, isYou, pending, onChange, onNewLink, onRemove }: PersonRowProps) {
  const name = person.displayName;
  const role: Role = pending && "role" in pending ? pending.role : person.role;
  const togglingDisabled = pending !== null && "disabled" in pending;
  return (
    <tr data-item-id={person.id} className="border-line border-b">
      <th scope="row" tabIndex={-1} data-item-focus className={`${cell} font-semibold`}>
        {name}
        {isYou && <span className="font-normal text-muted"> (you)</span>}
      </th>
      <td className={`${cell} break-all`}>{person.username}</td>
      <td className={cell}>
        {isYou ? (
          ROLE_INFO[person.role].label
        ) : (
          <RoleSelect
            personName={name}
            value={role}
            onChange={(next) => onChange({ role: next })}
          />
        )}
      </td>
      <td className={cell}>
        <LastSignIn at={person.lastSignInAt} />
      </td>
      <td className={`${cell} ${person.disabled ? "font-semibold text-danger" : ""}`}>
        {statusOf(person)}
      </td>
      <td className={cell}>
        {isYou ? (
          <p className="text-muted text-sm">
            Change your own name and password under Your account. Another owner can change your
            role.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <BusyButton
              className={`${secondaryButton} ${smallButton}`}
              isBusy={togglingDisabled}
              aria-label={`${person.disabled ? "Enable" : "Disable"} ${name}`}
              onPress={() => onChange({ disabled: !person.disabled })}
            >
              {person.disabled ? "Enable" : "Disable"}
            </BusyButton>
            <Button
              className={`${secondaryButton} ${smallButton}`}
              aria-label={`New invitation link for ${name}`}
              onPress={onNewLink}
            >
              New invitation link
            </Button>
            <Button
              className={`${dangerButton} ${smallButton}`}
              aria-label={`Remove ${name}`}
              onPress={onRemove}
            >
              Remove
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

const HEADINGS = ["Name", "Username", "Role", "Last signed in", "Status"];

function confirmText(confirming: NonNullable<Confirming>) {
  const name = confirming.person.displayName;
  return confirming.kind === "remove"
    ? {
        title: "Remove account",
        message: `Remove ${name}? They are signed out at once and their tokens and passkeys stop working.`,
        confirmLabel: `Remove ${name}`,
      }
    : {
        title: "Make a new invitation link",
        message: `Make a new invitation link for ${name}? Their password stops working, they are signed out everywhere and their API tokens are revoked. They choose a new password when they open the link.`,
        confirmLabel: "Make new link",
      };
}

/** The table of people; `onIssued` shows a new invitation link. */
export function PeopleList({ onIssued }: { onIssued: (invitation: Invitation) => void }) {
  const { data, isPending, isError } = usePeople();
  const you = useSignedInUser();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // Unticked by default: someone who only forgot their password can still use their passkeys.
  const [removePasskeys, setRemovePasskeys] = useState(false);
  // The row's buttons go with it; focus continues from a neighbour or the table's heading.
  const focus = useFocusAfterRemoval<HTMLTableElement, HTMLHeadingElement>();
  const change = useChangePerson();
  const newLink = useNewInvitationLink((invitation) => {
    setConfirming(null);
    onIssued(invitation);
  });
  const remove = useRemovePerson(() => {
    setConfirming(null);
    focus.removed();
  });

  // Always asked, even for someone not yet signed up: a reset person may still hold passkeys.
  const askForNewLink = (person: Person) => {
    setRemovePasskeys(false);
    setConfirming({ kind: "new-link", person });
  };
  const text = confirming ? confirmText(confirming) : null;

  return (
    <section aria-labelledby="people-list-heading" className="flex flex-col gap-3">
      <h4 id="people-list-heading" ref={focus.fallback} tabIndex={-1} className="font-bold text-xl">
        Accounts
      </h4>
      {isPending ? (
        <p role="status">Loading people…</p>
      ) : isError ? (
        <AlertMessage>Failed to load people. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">No accounts yet. Invite someone below.</p>
      ) : (
        // Wide tables scroll sideways inside their own box on narrow screens, reachable by keyboard.
        <section
          aria-label="People table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="relative overflow-x-auto"
        >
          <table ref={focus.list} className="w-full min-w-[60rem] border-collapse text-left">
            <caption className="pb-2 text-left text-muted">
              Everyone who can sign in to the admin panel. Times are UK time.
            </caption>
            <thead>
              <tr className="border-line border-b-2">
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className="p-3">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  isYou={person.username === you?.username}
                  pending={change.isPending ? pendingFor(change.variables, person) : null}
                  onChange={(next) => change.mutate({ person, change: next })}
                  onNewLink={() => askForNewLink(person)}
                  onRemove={() => setConfirming({ kind: "remove", person })}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConfirmDialog
        title={text?.title ?? "Remove account"}
        message={text?.message ?? ""}
        confirmLabel={text?.confirmLabel ?? "Remove"}
        isOpen={confirming !== null}
        isPending={newLink.isPending || remove.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.kind === "remove") {
            focus.removing([confirming.person.id]);
            remove.mutate(confirming.person);
          } else newLink.mutate({ person: confirming.person, removePasskeys });
        }}
      >
        {confirming?.kind === "new-link" && (
          <Checkbox isSelected={removePasskeys} onChange={setRemovePasskeys}>
            Also remove {confirming.person.displayName}’s passkeys, in case someone else has their
            device
          </Checkbox>
        )}
      </ConfirmDialog>
    </section>
  );
}
