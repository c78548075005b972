// How a command ends: a message for the person who ran it, never a stack trace, and a non-zero
// exit code when it failed (2 for a mistake in how it was called).
import { type ParseArgsConfig, parseArgs } from "node:util";

export class UsageError extends Error {}

/** The command's options and its one FILE argument, or a UsageError saying what is wrong. */
export function parseFileArgument<O extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: O,
) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file) throw new UsageError("Name the backup file.");
  if (extra.length > 0) throw new UsageError(`One file only; also given: ${extra.join(" ")}`);
  return { file, values: parsed.values };
}

export function runCommand(usage: string, main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\nUsage: ${usage}`);
        process.exit(2);
      }
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
