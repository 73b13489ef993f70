// Line-by-line prompts that work the same for a person at a terminal and for piped input.

import { createInterface } from "node:readline";

export interface Prompter {
  /** Writes `question`, returns the next line, or null at end of input. */
  ask(question: string): Promise<string | null>;
  close(): void;
}

export function stdinPrompter(): Prompter {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const it = rl[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stdout.write(question);
      const next = await it.next();
      if (next.done) return null;
      return next.value;
    },
    close() {
      rl.close();
    },
  };
}
