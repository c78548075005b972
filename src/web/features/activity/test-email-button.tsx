// Admin › Activity › E-mail notifications › Send a test e-mail: the mail server's answer,
// said in words beside the button: a status message when it went, an alert when it was refused.
import { apiErrorOf, readableMessage } from "../../../shared/api-error.ts";
import type { NotificationTestResult } from "../../../shared/contracts/notifications.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { useSendTestEmail } from "./use-notifications.ts";

const list = (addresses: string[]) => addresses.join(", ");

/** What a test that went out means; a refusal is an alert, below. */
function Sent({ result }: { result: NotificationTestResult }) {
  if (result.delivery === "log") {
    return (
      <p>
        The test e-mail to {list(result.to)} was written to the server's log, not sent, because
        SMTP_URL is not set.
      </p>
    );
  }
  return (
    <p>
      The mail server accepted the test e-mail to {list(result.to)}. If it has not arrived in a few
      minutes, look in the spam folder.
    </p>
  );
}

export function TestEmailButton() {
  const send = useSendTestEmail();
  return (
    <div className="flex flex-col items-start gap-2">
      <BusyButton
        className={`${secondaryButton} min-h-11 px-4`}
        isBusy={send.isPending}
        onPress={() => send.mutate()}
      >
        Send a test e-mail
      </BusyButton>
      <div role="status" className="empty:hidden">
        {send.isPending ? (
          <p>Sending a test e-mail…</p>
        ) : send.data?.sent ? (
          <Sent result={send.data} />
        ) : null}
      </div>
      {send.data && !send.data.sent && !send.isPending ? (
        <AlertMessage>
          The test e-mail was not sent. The mail server said: {send.data.error}
        </AlertMessage>
      ) : null}
      {send.isError ? (
        <AlertMessage>
          The test e-mail could not be sent:{" "}
          {apiErrorOf(send.error)?.serverMessage ?? readableMessage(send.error)}
        </AlertMessage>
      ) : null}
    </div>
  );
}
