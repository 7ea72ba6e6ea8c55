import { stdin, stdout } from 'node:process';

/** Reads one line from the terminal without echoing it. */
export function promptHidden(question: string): Promise<string> {
  if (!stdin.isTTY) {
    return Promise.reject(new Error('No terminal to ask for the password: set OWNER_PASSWORD instead.'));
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
        if (ch === '\u0003') return done(new Error('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
