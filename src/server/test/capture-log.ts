/** A logger for background jobs that keeps what they log, for a test to read. */
export function captureLog() {
  const lines: { level: string; message: string; object: Record<string, unknown> }[] = [];
  const at = (level: string) => (object: object, message: string) => {
    lines.push({ level, message, object: object as Record<string, unknown> });
  };
  return {
    lines,
    messages: () => lines.map((line) => line.message),
    log: { info: at("info"), warn: at("warn"), error: at("error"), debug: at("debug") },
  };
}
