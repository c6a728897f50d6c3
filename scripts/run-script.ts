import { ConfigError } from '../lib/config/env';
import { DataDirInUseError } from '../lib/db/embedded';

/** Runs a command-line task; known failures print one clear line instead of a stack trace. */
export function runScript(task: () => Promise<void>): void {
  task().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(`error: ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}
