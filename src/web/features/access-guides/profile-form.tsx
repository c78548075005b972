// "Your access needs" (decision 043): a plain GET form, so it works before and without JavaScript
// and its address can be shared; no account, nothing sent but the address. It keeps the page's
// other parameters (the directory's town and needs) as hidden fields. With JavaScript it sends in
// place, leaves blank fields out of the address, and on request remembers the needs on this
// device, with a button to forget them; a page opened without needs then shows the remembered ones.
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation } from "wouter";
import {
  hasProfile,
  PROFILE_NEEDS,
  PROFILE_PARAMS,
  type VisitorProfile,
} from "../../../shared/access-guides/profile.ts";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { NeedChoices } from "./need-choices.tsx";
import { forgetStoredProfile, readStoredProfile, storeProfile } from "./profile-storage.ts";

const SIDES = [
  { value: "", label: "I don't transfer, or it doesn't matter" },
  { value: "left", label: "From the left, as you face the toilet" },
  { value: "right", label: "From the right, as you face the toilet" },
  { value: "either", label: "From either side" },
] as const;

const isProfileParam = (name: string) => (PROFILE_PARAMS as readonly string[]).includes(name);

export function ProfileForm({
  action,
  profile,
  search,
  keep,
  problems,
}: {
  /** The page's own path: the form comes back to it. */
  action: string;
  profile: VisitorProfile;
  /** The page's address's parameters. */
  search: URLSearchParams;
  /** The names of those the form sends back as they are (the directory's search). */
  keep: readonly string[];
  problems: Partial<Record<"chairWidthMm" | "maxStepMm", string>>;
}) {
  const id = `needs-${useId().replace(/:/g, "")}`;
  const [, navigate] = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [remembered, setRemembered] = useState(false);
  // Only the page's own parameters (the server renders none else), in order of name as the
  // server renders a page's address (its cache key), so the hidden fields are the same when the
  // script takes over.
  const kept = [...search]
    .filter(([name]) => keep.includes(name) && !isProfileParam(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hasProblems = Object.keys(problems).length > 0;
  // A form sent without JavaScript brings its blank boxes: those are no needs.
  const given = hasProfile(profile) || hasProblems;
  const addressOf = (params: [string, string][]) => {
    const query = new URLSearchParams(params).toString();
    return `${action}${query ? `?${query}` : ""}`;
  };

  // Only on arrival: a later change of address is the visitor's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    setHydrated(true);
    const stored = readStoredProfile();
    setRemembered(stored !== null);
    // Needs remembered on this device fill a page opened without any.
    if (stored && !given)
      navigate(addressOf([...kept, ...new URLSearchParams(stored)]), { replace: true });
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const profileParams: [string, string][] = [];
    for (const [name, value] of form) {
      if (typeof value === "string" && isProfileParam(name) && value.trim() !== "") {
        profileParams.push([name, value.trim()]);
      }
    }
    // The box says what the device keeps: ticked, these needs; unticked, none.
    if (form.get("remember") === "yes" && profileParams.length > 0) {
      storeProfile(new URLSearchParams(profileParams).toString());
      setRemembered(true);
    } else {
      forgetStoredProfile();
      setRemembered(false);
    }
    navigate(addressOf([...kept, ...profileParams]));
  };
  const forget = () => {
    forgetStoredProfile();
    setRemembered(false);
    navigate(addressOf(kept));
  };

  const described = (name: "chairWidthMm" | "maxStepMm") =>
    [`${id}-${name}-hint`, problems[name] ? `${id}-${name}-error` : ""].filter(Boolean).join(" ");

  return (
    <details
      className="rounded-xl border-2 border-line p-4 print:hidden"
      open={hasProblems || undefined}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-bold text-lg">
        Your access needs: see what fits you
      </summary>
      <form
        method="get"
        action={action}
        onSubmit={send}
        aria-labelledby={`${id}-title`}
        className="mt-3 flex flex-col gap-4"
      >
        <h2 id={`${id}-title`} className="font-bold text-xl">
          Your access needs
        </h2>
        <p>
          Tell us what you need and each guide will say whether it fits you, from what the business
          measured. Nothing is saved on our side: your needs stay in the page's address, so you can
          bookmark or share it.
        </p>
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-chair`} className="font-semibold">
            Width of your wheelchair or scooter, in mm
          </label>
          <p id={`${id}-chairWidthMm-hint`} className="text-muted text-sm">
            Across its widest point, usually the wheels or the push rims: many are 600 to 700 mm.
            Leave it blank if you don't use one.
          </p>
          {problems.chairWidthMm ? (
            <p id={`${id}-chairWidthMm-error`} className="font-semibold text-danger">
              {problems.chairWidthMm}
            </p>
          ) : null}
          <input
            id={`${id}-chair`}
            name="chairWidthMm"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={
              problems.chairWidthMm
                ? (search.get("chairWidthMm") ?? "")
                : (profile.chairWidthMm ?? "")
            }
            aria-describedby={described("chairWidthMm")}
            aria-invalid={problems.chairWidthMm ? true : undefined}
            maxLength={5}
            className={`${fieldClass} max-w-40`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-step`} className="font-semibold">
            The highest single step you can manage, in mm
          </label>
          <p id={`${id}-maxStepMm-hint`} className="text-muted text-sm">
            0 if you need no steps at all. A kerb is about 100 mm, a stair about 170 mm.
          </p>
          {problems.maxStepMm ? (
            <p id={`${id}-maxStepMm-error`} className="font-semibold text-danger">
              {problems.maxStepMm}
            </p>
          ) : null}
          <input
            id={`${id}-step`}
            name="maxStepMm"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={
              problems.maxStepMm ? (search.get("maxStepMm") ?? "") : (profile.maxStepMm ?? "")
            }
            aria-describedby={described("maxStepMm")}
            aria-invalid={problems.maxStepMm ? true : undefined}
            maxLength={4}
            className={`${fieldClass} max-w-40`}
          />
        </div>
        <fieldset className="flex flex-col gap-1" aria-describedby={`${id}-transfer-hint`}>
          <legend className="font-semibold">Side you transfer from onto a toilet</legend>
          <p id={`${id}-transfer-hint`} className="text-muted text-sm">
            Where your chair needs to be, as you face the toilet: the clear space on its left or its
            right.
          </p>
          {SIDES.map((side) => (
            <label key={side.value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="transfer"
                value={side.value}
                defaultChecked={(profile.transfer ?? "") === side.value}
                className="size-6 accent-current"
              />
              {side.label}
            </label>
          ))}
        </fieldset>
        <NeedChoices
          legend="What else you need"
          name="needs"
          needs={PROFILE_NEEDS}
          checked={profile.needs}
        />
        {hydrated ? (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="remember"
              value="yes"
              defaultChecked={remembered}
              className="size-6 accent-current"
            />
            Remember my needs on this device
          </label>
        ) : null}
        <div className="flex flex-wrap gap-4">
          <button type="submit" className={primaryButton}>
            Show what fits me
          </button>
          {hydrated && remembered ? (
            <button type="button" onClick={forget} className={secondaryButton}>
              Forget my needs on this device
            </button>
          ) : given ? (
            <a href={addressOf(kept)} className={secondaryButton}>
              Clear my needs
            </a>
          ) : null}
        </div>
      </form>
    </details>
  );
}
