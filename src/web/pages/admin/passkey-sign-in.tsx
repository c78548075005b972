// Signing in with a passkey: the browser offers the passkeys it holds for this site, so
// no username is needed. The WebAuthn library loads only when the button is pressed.
import { useEffect, useState } from "react";
import { ApiError } from "../../../shared/api-error.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { toast } from "../../lib/toasts.ts";
import { useSignedIn } from "../../lib/use-admin-session.ts";

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? "That passkey could not sign you in.";
  }
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "No passkey was chosen, or the request timed out.";
  }
  return "There was an error signing in with a passkey. Please try again.";
}

export function PasskeySignIn() {
  const signedIn = useSignedIn();
  const [supported, setSupported] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;

  async function signInWithPasskey() {
    setPending(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await apiCall("POST /api/admin/passkey-login/options");
      const response = await startAuthentication({ optionsJSON: options });
      await apiCall("POST /api/admin/passkey-login", { body: { response } });
      toast({ title: "Login Successful" });
      await signedIn();
    } catch (error) {
      toast({ title: "Login Failed", description: failureMessage(error), variant: "error" });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-2 border-line border-t-2 pt-4">
      <p>Or, if you have added a passkey to your account:</p>
      <BusyButton className={secondaryButton} isBusy={pending} onPress={signInWithPasskey}>
        {pending ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </BusyButton>
    </div>
  );
}
