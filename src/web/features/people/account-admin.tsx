// Admin › Your account, everyone's tab: your name, your password, your passkeys, your
// API tokens, and signing out on every device at once.

import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton } from "../../components/ui/button-styles.ts";
import { useSignedInUser } from "../../lib/use-admin-session.ts";
import { DisplayNameForm } from "./display-name-form.tsx";
import { PasskeySection } from "./passkey-section.tsx";
import { PasswordForm } from "./password-form.tsx";
import { TokenSection } from "./token-section.tsx";
import { useSignOutEverywhere } from "./use-account.ts";

const card = "min-w-0 rounded-2xl border-2 border-line p-5";

function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  return (
    <section aria-labelledby="sign-out-everywhere-heading" className="flex flex-col gap-3">
      <h4 id="sign-out-everywhere-heading" className="font-bold text-xl">
        Sign out everywhere
      </h4>
      <p>Ends every session of yours, on every device, including this one.</p>
      <p className="text-muted">
        Use it if you have lost a device or signed in somewhere you no longer trust. Your API tokens
        and passkeys keep working: revoke or remove them above if someone else may have them too.
      </p>
      <div>
        <BusyButton
          className={dangerButton}
          isBusy={signOut.isPending}
          onPress={() => signOut.mutate()}
        >
          {signOut.isPending ? "Signing out…" : "Sign out everywhere"}
        </BusyButton>
      </div>
    </section>
  );
}

export function AccountAdmin() {
  // The panel shows only once someone is signed in.
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-6">
      <h3 id="account-heading" className="font-bold text-2xl">
        Your account
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={card}>
          <DisplayNameForm user={user} />
        </div>
        <div className={card}>
          <PasswordForm username={user.username} />
        </div>
        <div className={card}>
          <PasskeySection />
        </div>
        <div className={card}>
          <TokenSection />
        </div>
      </div>
      <div className={card}>
        <SignOutEverywhere />
      </div>
    </section>
  );
}
