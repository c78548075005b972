// How the client build is cut into files: fewer, larger files on first load
// (docs/decisions/015-lighthouse-budget.md). On a
// weak mobile connection every file costs a round trip, and each response carries about 1.3 KB of
// headers, so a page should load a handful of files rather than two dozen of 1–4 KB, while still
// loading no widget it does not use. `npm run lighthouse` counts the requests per page.
//
//   framework    React, ReactDOM, wouter, TanStack Query: every page; changes only on upgrades
//   app          the rest of what the entry imports, and our small modules shared by a public page
//                and another lazily loaded part that need no package beyond the framework
//                (ProsePage, the book cover, the poem, dates, search, card skeletons)
//   mobile-menu  the menu, fetched on idle by every page, with the React Aria parts it needs, and
//                our shared dialogs and buttons that need no React Aria part beyond those
//   forms        zod, react-hook-form, the contracts and our form hooks: contact, story form, admin
//   react-aria   the remaining React Aria parts, grouped by the parts of the site that use them
//
// The groups need the module graph, which this plugin reads once it is complete (buildEnd runs
// before chunking). It walks our own modules only: a package's index imports all of the package
// though little of it is used; the bundler adds the package modules ours really use
// (includeDependenciesRecursively, on by default).
import type { Plugin } from "vite";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|wouter|@tanstack)[\\/]/;
const REACT_ARIA =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc|clsx|use-sync-external-store)[\\/]/;
const REACT_ARIA_COMPONENTS_INDEX =
  /node_modules[\\/]react-aria-components[\\/]dist[\\/]exports[\\/]index\.mjs$/;
const FORMS =
  /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]shared[\\/]contracts[\\/]/;
const FORM_LIBRARY = /node_modules[\\/](react-hook-form|@hookform)[\\/]/;
const SHARED_COMPONENT = /src[\\/]web[\\/]components[\\/]/;
const SHARED_UI = /src[\\/]web[\\/]components[\\/]ui[\\/]/;
// The admin's pages (admin-page, admin-invite-page) are admin code, not public pages. So are the
// admin shell (pages/admin/: the panel and the sign-in gate), the admin features it composes and
// the pieces they share (components/admin/).
const PUBLIC_PAGE = /src[\\/]web[\\/]pages[\\/](?!admin-)[\w-]+\.tsx$/;
const ADMIN =
  /src[\\/]web[\\/](pages[\\/]admin-[\w-]*page|pages[\\/]admin[\\/]|features[\\/]((stories|contact)[\\/]admin|curation|people|activity|publishing)[\\/]|components[\\/]admin[\\/])/;
// Not the guide's words or its HTML for other websites (the guide's and manage pages use them), nor
// Google's attributes (the manage page's alone, their reasons are words): each stays with its
// pages, and the directory never loads them.
// Nor what visitors say about a guide (trust: its report reasons, its forms' addresses), which the
// guide's page and the admin use and the directory does not; nor the open-data agreement's words,
// the manage page's alone.
const ACCESS_GUIDE_FACTS =
  /src[\\/]shared[\\/]access-guides[\\/](?!(guide-html|fact-words|trust|trust-addresses|page-forms|licence-words)\.ts$|google-attributes)/;
const MOBILE_MENU = /src[\\/]web[\\/]components[\\/]layout[\\/]mobile-menu\.tsx$/;
/**
 * The self-assessment's question bank, and the access guides' table of facts and their forms:
 * shared by their pages but large, so never in `app`.
 */
const QUESTION_BANK =
  /src[\\/](shared[\\/](assessment|access-guides)|web[\\/]features[\\/](self-assessment|access-guides))[\\/]/;

const sets = {
  /** Our modules the entry imports statically (not the entry itself): every page runs them. */
  initial: new Set<string>(),
  /** Our small modules shared by a public page and another lazy part: see above. */
  sharedLight: new Set<string>(),
  /** Our modules in the mobile menu's file. */
  menu: new Set<string>(),
  /** Our shared components built on react-hook-form (useAccessibleForm). */
  forms: new Set<string>(),
};

/** The names a module imports from react-aria-components, read from its transformed code. */
function reactAriaNames(code: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']react-aria-components["']/g,
  )) {
    for (const part of (list ?? "").split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith("type ")) names.push(name);
    }
  }
  return names;
}

export const readModuleGraph: Plugin = {
  name: "read-module-graph",
  apply: "build",
  buildEnd() {
    for (const set of Object.values(sets)) set.clear();
    const ids = [...this.getModuleIds()];
    const info = (id: string) => this.getModuleInfo(id);
    const imports = (id: string) => info(id)?.importedIds ?? [];
    const ours = (id: string) => !id.includes("node_modules") && !id.startsWith("\0");
    const closure = (from: readonly string[], keep: (id: string) => boolean) => {
      const found = new Set<string>();
      const stack = [...from];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (found.has(id) || !keep(id)) continue;
        found.add(id);
        stack.push(...imports(id));
      }
      return found;
    };

    // index.html → entry-client.tsx → everything it imports statically.
    const entryClient = ids.filter((id) => id.endsWith("index.html")).flatMap(imports);
    for (const id of closure(entryClient.flatMap(imports), ours)) sets.initial.add(id);
    const loaded = (id: string) => sets.initial.has(id) || sets.sharedLight.has(id);

    // Which lazily loaded parts (pages, the menu, the settings panel, the story form, admin…)
    // use each of our modules.
    const users = new Map<string, string[]>();
    for (const entry of ids.filter((id) => ours(id) && info(id)?.dynamicImporters.length)) {
      for (const id of closure(imports(entry), (id) => ours(id) && !sets.initial.has(id))) {
        users.set(id, [...(users.get(id) ?? []), entry]);
      }
    }
    const light = (id: string) =>
      [...closure([id], (own) => ours(own) && !sets.initial.has(own))].every((own) =>
        imports(own).every((imported) => ours(imported) || FRAMEWORK.test(imported)),
      );
    for (const [id, entries] of users) {
      if (
        entries.length >= 2 &&
        entries.some((entry) => PUBLIC_PAGE.test(entry)) &&
        !QUESTION_BANK.test(id) &&
        light(id)
      ) {
        sets.sharedLight.add(id);
      }
    }

    for (const id of ids.filter((id) => ours(id) && SHARED_COMPONENT.test(id))) {
      if (imports(id).some((imported) => FORM_LIBRARY.test(imported))) sets.forms.add(id);
    }

    const menu = ids.filter((id) => MOBILE_MENU.test(id));
    for (const id of closure(menu, (id) => ours(id) && !loaded(id))) sets.menu.add(id);
    const menuParts = new Set([...sets.menu].flatMap((id) => reactAriaNames(info(id)?.code ?? "")));
    // Shared components outside admin whose React Aria parts the menu's file already holds.
    const candidates = [...users.keys()].filter(
      (id) =>
        SHARED_UI.test(id) &&
        !info(id)?.dynamicImporters.length &&
        !loaded(id) &&
        !sets.forms.has(id) &&
        (users.get(id) ?? []).some((entry) => !ADMIN.test(entry)),
    );
    for (let added = true; added; ) {
      added = false;
      for (const id of candidates.filter((id) => !sets.menu.has(id))) {
        const fits = imports(id).every((imported) =>
          ours(imported)
            ? loaded(imported) || sets.menu.has(imported)
            : FRAMEWORK.test(imported) ||
              (REACT_ARIA_COMPONENTS_INDEX.test(imported) &&
                reactAriaNames(info(id)?.code ?? "").every((name) => menuParts.has(name))),
        );
        if (fits) {
          sets.menu.add(id);
          added = true;
        }
      }
    }
  },
};

/** output.codeSplitting for the client build. */
export const codeSplitting = {
  groups: [
    { name: "framework", test: FRAMEWORK, priority: 5 },
    {
      name: "app",
      test: (id: string) => sets.initial.has(id) || sets.sharedLight.has(id),
      priority: 4,
    },
    { name: "mobile-menu", test: (id: string) => sets.menu.has(id), priority: 3 },
    // The access guides' table of facts: its contract imports it too, and without a file of its
    // own it would follow the contract into `forms`, so a guide's page would load zod.
    { name: "access-guides", test: ACCESS_GUIDE_FACTS, priority: 3 },
    {
      name: "react-aria",
      test: REACT_ARIA,
      priority: 2,
      // Grouped by the set of lazy parts using each piece, so a page loads only the widgets it
      // has; pieces under ~30 KB (before minifying) join a neighbour instead of being a file.
      entriesAware: true,
      entriesAwareMergeThreshold: Number(process.env.MT ?? 30_000),
    },
    // Below React Aria, so the React Aria parts our form components use stay with React Aria.
    { name: "forms", test: (id: string) => FORMS.test(id) || sets.forms.has(id), priority: 1 },
  ],
};
