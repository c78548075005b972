// React Aria's default locale, replaced in the browser's build by src/web/lib/react-aria-locale.ts.
// React Aria takes its locale from the browser, so a visitor whose browser is set to German heard
// its own words ("Schließen" for the button that closes the menu) in the middle of an English
// page. Its module also checked that locale with Intl as it was loaded, which made the browser
// load its locale data inside the task that starts the page: about two-fifths of the Advice
// page's blocking time on Lighthouse's phone (decision 015). Under `npm run dev`, where Vite
// pre-bundles dependencies apart from the app's plugins, React Aria may still follow the browser.
import type { Plugin } from "vite";

const REACT_ARIA_DEFAULT_LOCALE = "/react-aria/dist/private/i18n/useDefaultLocale.mjs";
const REPLACEMENT = new URL("../src/web/lib/react-aria-locale.ts", import.meta.url).pathname;

export const britishReactAria: Plugin = {
  name: "british-react-aria",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!source.endsWith("useDefaultLocale.mjs")) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id.endsWith(REACT_ARIA_DEFAULT_LOCALE) ? REPLACEMENT : null;
  },
};
