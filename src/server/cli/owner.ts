import 'dotenv/config';
import { ConfigError, loadConfig } from '../config';
import { runOwnerCommand, UsageError } from './owner-command';
import { promptHidden } from './prompt-hidden';

runOwnerCommand(process.argv.slice(2), loadConfig(), {
  envPassword: process.env.OWNER_PASSWORD || undefined,
  promptPassword: promptHidden,
  out: (line) => console.log(line),
}).catch((err: unknown) => {
  console.error(err instanceof UsageError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
