import 'dotenv/config';
import { ConfigError, loadConfig } from '../platform/config';
import { runOwnerCommand, UsageError } from './owner-command';
import { promptHidden } from './prompt-hidden';

// A refusal the person typing can act on is one line (its reason and what to do); anything else
// is a fault, printed whole.
Promise.resolve()
  .then(() =>
    runOwnerCommand(process.argv.slice(2), loadConfig(), {
      envPassword: process.env.OWNER_PASSWORD || undefined,
      promptPassword: promptHidden,
      out: (line) => console.log(line),
    }),
  )
  .catch((err: unknown) => {
    console.error(err instanceof UsageError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
