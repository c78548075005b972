// How a command ends: a message for the person who ran it, never a stack trace, and a non-zero
// exit code when it failed (2 for a mistake in how it was called).
import { type ParseArgsConfig, parseArgs } from "node:util";

export class UsageError extends Error {}

/** The command's options and its one FILE argument, or a UsageError saying what is wrong. */
export function parseFileArgument<O extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: O,
  missing = "Name the backup file.",
) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file) throw new UsageError(missing);
  if (extra.length > 0) throw new UsageError(`One file only; also given: ${extra.join(" ")}`);
  return { file, values: parsed.values };
}

interface Outcome {
  code: number;
  output: string;
}

/** What a command prints and its exit code, from its work (which returns its one message). */
export async function commandOutcome(usage: string, work: () => Promise<string>): Promise<Outcome> {
  try {
    return { code: 0, output: `${await work()}\n` };
  } catch (error) {
    if (error instanceof UsageError) {
      return { code: 2, output: `${error.message}\n\nUsage: ${usage}\n` };
    }
    return { code: 1, output: `${error instanceof Error ? error.message : String(error)}\n` };
  }
}

/** Runs a command as its own process: prints its message and exits with its code. */
export function runCommand(usage: string, work: () => Promise<string>) {
  void commandOutcome(usage, work).then(({ code, output }) => {
    (code === 0 ? process.stdout : process.stderr).write(output);
    process.exit(code);
  });
}
