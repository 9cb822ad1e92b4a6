import readline from 'node:readline';

const ENTER = ['\r', '\n'];
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = ['\u007f', '\b'];

/** Reads one line from a pipe (non-interactive use), or undefined when the input ends first. */
function readLine(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin });
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) resolve(undefined);
    });
  });
}

/** Asks a question on the terminal without echoing what is typed; from a pipe it reads one line. */
export function askHidden(question: string): Promise<string | undefined> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return readLine();
  process.stdout.write(question);
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string | undefined) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (ENTER.includes(char)) return finish(typed);
        if (char === CTRL_C || char === CTRL_D) return finish(undefined);
        if (BACKSPACE.includes(char)) typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
