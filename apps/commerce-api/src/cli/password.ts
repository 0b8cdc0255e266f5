/**
 * The password of a new member of staff (or the new password of one): `CLUBSHOP_STAFF_PASSWORD`,
 * else asked for on the terminal (not echoed), else read as the first line of standard input (a
 * pipe in a script).
 */
import { createInterface } from 'node:readline';

/** Asks for a line on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      // The question once, then nothing of what is typed.
      if (!asked) {
        asked = true;
        process.stdout.write(text);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** Reads the first line of a piped standard input. */
function firstLineOfStdin(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, terminal: false });
    let line: string | undefined;
    rl.once('line', (first) => {
      line = first;
      rl.close();
    });
    rl.once('close', () => resolve(line ?? ''));
  });
}

/** The password from the environment, the terminal (asking `question`) or standard input. */
export async function readStaffPassword(
  env: Record<string, string | undefined>,
  question = 'Password for the new member of staff: ',
): Promise<string> {
  const fromEnv = env.CLUBSHOP_STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) return askHidden(question);
  return firstLineOfStdin();
}
