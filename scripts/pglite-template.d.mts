export function writePgliteTemplate(path: string): Promise<void>;
