// A postcode file that cannot be loaded, with what to tell the person who ran the import.
export class PostcodeImportError extends Error {}
