// Admin › Messages (docs/product.md#messages): every contact message, unread ones marked by more
// than colour.

import {
  type ContactRequestRecord,
  INQUIRY_TYPE_LABELS,
  type InquiryType,
} from "../../../../shared/contracts/contact.ts";
import { formatUkDateTime, isoDate } from "../../../../shared/dates.ts";
import { AlertMessage } from "../../../components/ui/alert-message.tsx";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../../components/ui/button-styles.ts";
import { AdminPreviewText } from "../../stories/admin/admin-preview-text.tsx";
import { useMessages, useSetMessageRead } from "./use-messages.ts";

const inquiryLabel = (type: string | null) =>
  type ? (INQUIRY_TYPE_LABELS[type as InquiryType] ?? type) : "Not given";

/**
 * One status for the badge ("Status: pending Unread" read as two clashing ones). Every
 * message is 'pending' until some later workflow says otherwise (nothing sets another value yet),
 * so read or unread is what tells the admin something; any other stored status is added to it.
 */
function messageStatus({ status, isRead }: Pick<ContactRequestRecord, "status" | "isRead">) {
  const reading = isRead ? "Read" : "Unread";
  return status === "pending" ? reading : `${reading}, ${status}`;
}

function MessageCard({ message }: { message: ContactRequestRecord }) {
  const setRead = useSetMessageRead();
  const headingId = `message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl p-5 ${
        message.isRead ? "border-2 border-line" : "border-4 border-accent bg-surface"
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-bold text-xl">
          {message.isRead ? "" : "New: "}
          {message.name}
        </h4>
        <p
          className={`rounded-full px-3 py-0.5 font-bold ${
            message.isRead ? "border-2 border-line" : "bg-accent text-on-accent"
          }`}
        >
          Status: {messageStatus(message)}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`} className="underline underline-offset-4">
            {message.email}
          </a>
        </dd>
        <dt className="font-semibold">Organisation</dt>
        <dd>{message.organization ?? "Not given"}</dd>
        <dt className="font-semibold">Subject</dt>
        <dd>{inquiryLabel(message.inquiryType)}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          {/* With the time: two messages from one person on one day are otherwise alike. */}
          <time dateTime={isoDate(message.createdAt)}>{formatUkDateTime(message.createdAt)}</time>
        </dd>
      </dl>
      <AdminPreviewText
        text={message.message}
        moreLabel="Show the whole message"
        of={`message from ${message.name}`}
      />
      <div className="flex flex-wrap gap-3">
        <BusyButton
          className={secondaryButton}
          isBusy={setRead.isPending}
          aria-label={`Mark as ${message.isRead ? "unread" : "read"}: message from ${message.name}`}
          onPress={() => setRead.mutate({ id: message.id, isRead: !message.isRead })}
        >
          {message.isRead ? "Mark as unread" : "Mark as read"}
        </BusyButton>
      </div>
    </article>
  );
}

export function MessagesAdmin() {
  const { data, isPending, isError } = useMessages();
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-bold text-2xl">Messages</h3>
      {isPending ? (
        <p role="status">Loading messages…</p>
      ) : isError ? (
        <AlertMessage>Messages could not be loaded. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">No messages yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {data.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
