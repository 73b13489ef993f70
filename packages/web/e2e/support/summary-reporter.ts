// The last lines of a browser-test run: for each failed test its spec file, line and title, the
// first line of its error, its screenshot and its trace (or the command that records one,
// playwright.config.ts's PW_TRACE), so a red run says at the end what failed and what to open
// (`npx playwright show-trace <trace>`), however long the log above it.

import { relative } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private readonly failed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === "skipped") return;
    const trace = result.attachments.find((a) => a.name === "trace")?.path;
    const screenshot = result.attachments.find((a) => a.name === "screenshot")?.path;
    const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const lines = [`FAILED ${where} › ${test.titlePath().slice(3).join(" › ")} (${result.status})`];
    const error = firstLine(result.error?.message);
    if (error !== undefined) lines.push(`  ${error}`);
    if (screenshot !== undefined)
      lines.push(`  screenshot: ${relative(process.cwd(), screenshot)}`);
    lines.push(
      trace !== undefined
        ? `  trace: ${relative(process.cwd(), trace)}`
        : `  to record its trace: PW_TRACE=retain-on-failure npx playwright test ${where}`,
    );
    this.failed.push(lines.join("\n"));
  }

  onEnd(result: FullResult): void {
    if (this.failed.length === 0) return;
    console.log(`\n${this.failed.length} browser test(s) failed (run: ${result.status}):`);
    for (const line of this.failed) console.log(line);
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** The first non-empty line of an error message, colour codes removed, at most 300 characters. */
function firstLine(message: string | undefined): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts colour codes
  const plain = message?.replace(/\u001b\[[0-9;]*m/g, "");
  const line = plain?.split("\n").find((l) => l.trim() !== "");
  return line === undefined ? undefined : line.trim().slice(0, 300);
}
