// The `npm run postcodes:import -- FILE` process (postcodes-import-command.ts does the work).
import { POSTCODES_IMPORT_USAGE, postcodesImportCommand } from "./postcodes-import-command.ts";
import { runCommand } from "./run-command.ts";

runCommand(POSTCODES_IMPORT_USAGE, () =>
  postcodesImportCommand(process.argv.slice(2), process.env, (line) => console.log(line)),
);
