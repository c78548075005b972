// React Aria's default-locale module, as the browser's build has it (build/british-react-aria.ts):
// the site is written in British English, so React Aria's own words and formats are too, whatever
// the browser's language. It keeps the module's two exports, and asks nothing of Intl.
const BRITISH = { locale: "en-GB", direction: "ltr" } as const;

export const getDefaultLocale = () => BRITISH;
export const useDefaultLocale = () => BRITISH;
