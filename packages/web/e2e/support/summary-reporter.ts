// The last lines of a browser-test run: one line per failed test, naming its spec file, line
// and title and where its trace is, so a red run says at the end what to open
// (`npx playwright show-trace <trace>`), however long the log above it.

import { relative } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private readonly failed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === "skipped") return;
    const trace = result.attachments.find((a) => a.name === "trace")?.path;
    const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
    this.failed.push(
      `FAILED ${where} › ${test.titlePath().slice(3).join(" › ")} (${result.status}) — trace: ${
        trace !== undefined ? relative(process.cwd(), trace) : "none"
      }`,
    );
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
