// Questions on the terminal. Prompts go to stderr so stdout stays clean for the command's output;
// a password is read in raw mode and never echoed.
import { createInterface } from 'node:readline/promises';

export const canPrompt = (): boolean => Boolean(process.stdin.isTTY && process.stderr.isTTY);

export async function promptLine(question: string): Promise<string> {
  const reader = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await reader.question(question)).trim();
  } finally {
    reader.close();
  }
}

export function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  // Raw mode first: a line typed the moment the question shows must not be echoed.
  input.setRawMode(true);
  process.stderr.write(question);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    input.on('data', onData);
  });
}
