import { stdin, stdout } from 'node:process';
import { UsageError } from './owner-command';

/**
 * Reads one line from the terminal without echoing it. Without a terminal (a script, a pipe, CI)
 * there is no one to ask: the refusal says how to pass the password instead (issue 45 item 17).
 */
export function promptHidden(question: string): Promise<string> {
  if (!stdin.isTTY) {
    return Promise.reject(
      new UsageError(
        "No terminal to ask for the password: pass it in OWNER_PASSWORD, e.g. OWNER_PASSWORD='a long password' npm run owner -- create asha",
      ),
    );
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (result: Error | string) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (typeof result === 'string') resolve(result);
      else reject(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(value);
        if (ch === '\u0003') return done(new UsageError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
