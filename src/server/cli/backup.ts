// The `npm run backup -- FILE` process (backup-command.ts does the work).
import { BACKUP_USAGE, backupCommand } from "./backup-command.ts";
import { runCommand } from "./run-command.ts";

runCommand(BACKUP_USAGE, () => backupCommand(process.argv.slice(2), process.env));
