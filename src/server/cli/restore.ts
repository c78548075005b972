// The `npm run restore -- [--force [--force]] FILE` process (restore-command.ts does the work).
import { RESTORE_USAGE, restoreCommand } from "./restore-command.ts";
import { runCommand } from "./run-command.ts";

runCommand(RESTORE_USAGE, () => restoreCommand(process.argv.slice(2), process.env));
