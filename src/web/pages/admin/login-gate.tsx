// The admin login gate: a username and password, or a passkey. The password goes to the
// server only; the browser keeps nothing but the HttpOnly session cookie the server sets
// (docs/product.md#where-we-changed-the-original-design).
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FieldError, Input, Label, TextField } from "react-aria-components";
import { ApiError } from "../../../shared/api-error.ts";
import { loginBody } from "../../../shared/contracts/admin.ts";
import { RevealablePassword } from "../../components/admin/revealable-password.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryItem } from "../../components/ui/error-summary.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { type ToastContent, toast } from "../../lib/toasts.ts";
import { useAdminSession, useSignedIn } from "../../lib/use-admin-session.ts";
import { PasskeySignIn } from "./passkey-sign-in.tsx";

/** The toast for a failed sign-in; its description also stays beside the field. */
function loginFailure(error: unknown): ToastContent & { description: string } {
  if (error instanceof ApiError && error.status === 429) {
    const detail = error.serverMessage ?? "Please wait before trying again.";
    return { title: "Too Many Attempts", description: detail, variant: "error" };
  }
  if (error instanceof ApiError) {
    return {
      title: "Login Failed",
      description: "Invalid username or password. Please try again.",
      variant: "error",
    };
  }
  // No answer at all: the network or the server is down.
  return {
    title: "Login Error",
    description: "There was an error logging in. Please try again.",
    variant: "error",
  };
}

type LoginField = "username" | "password";
const LOGIN_FIELDS: { name: LoginField; id: string }[] = [
  { name: "username", id: "login-username" },
  { name: "password", id: "login-password" },
];

/** `focusOnShow`: after signing out or a lost session, continue from the gate's heading. */
export function LoginGate({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const signedIn = useSignedIn();
  const { data: session } = useAdminSession();
  // No passkey can sign in where none can be made (SITE_URL on an IP address or plain http).
  const passkeysWork = !(session && !session.authenticated && session.passkeysUnavailable);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState<SummaryItem<LoginField>[]>([]);
  const [username, setUsername] = useState("");
  const [usernameError, setUsernameError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the gate first shows
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, []);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const focusField = (name: LoginField) =>
    (name === "username" ? nameField : field).current?.focus();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const missingName = username.trim() === "" ? "Username is required" : null;
    setUsernameError(missingName);
    const parsed = loginBody.safeParse({ username, password });
    if (missingName || !parsed.success) {
      const passwordIssue = parsed.error?.issues.find((issue) => issue.path[0] === "password");
      setError(passwordIssue?.message ?? null);
      // As every form here: the problems listed above the form, read out, and focus to the first.
      const problems = LOGIN_FIELDS.flatMap(({ name, id }) => {
        const message = name === "username" ? missingName : (passwordIssue?.message ?? null);
        return message ? [{ name, id, message }] : [];
      });
      setSummary(problems);
      focusField(problems[0]?.name ?? "username");
      return;
    }
    setSummary([]);
    setError(null);
    setPending(true);
    try {
      await apiCall("POST /api/admin/login", { body: parsed.data });
      toast({ title: "Login Successful" });
      setPassword("");
      await signedIn();
    } catch (failure) {
      const shown = loginFailure(failure);
      toast(shown);
      // The toast fades; the reason stays beside the field, which keeps focus for another try.
      setError(shown.description);
      field.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="login-title"
      className="mt-8 max-w-md rounded-2xl border-2 border-line p-6"
    >
      <h2 id="login-title" ref={heading} tabIndex={-1} className="font-bold text-2xl">
        Sign in
      </h2>
      <form onSubmit={signIn} noValidate className="mt-4 flex flex-col gap-4">
        <ErrorSummary
          id="login-error-summary"
          subject="signing in"
          headingLevel="h3"
          items={summary}
          onSelect={focusField}
        />
        <TextField
          value={username}
          onChange={setUsername}
          isInvalid={usernameError !== null}
          isRequired
          className="flex flex-col gap-1"
        >
          <Label className="font-semibold">Username</Label>
          <Input
            ref={nameField}
            id="login-username"
            name="username"
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            className={fieldClass}
          />
          <FieldError className="font-semibold text-danger">{usernameError}</FieldError>
        </TextField>
        <RevealablePassword
          label="Password"
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="current-password"
          inputRef={field}
          id="login-password"
        />
        <BusyButton type="submit" isBusy={pending} className={primaryButton}>
          {pending ? "Signing in…" : "Sign In"}
        </BusyButton>
      </form>
      {passkeysWork && <PasskeySignIn />}
    </section>
  );
}
