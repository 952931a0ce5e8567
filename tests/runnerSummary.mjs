// A Vitest reporter for `npm test`: the unit, dom and contract runners share one Vitest process, and this keeps each
// runner's figures apart. It writes, per project, the tests passed / failed / skipped, the files that could not run
// (an import that throws counts as a failure, so a broken file cannot pass silently) and the wall time from the first
// file of the project starting to its last file ending, and each test's outcome by file in the shape of Vitest's JSON
// reporter (testResults / assertionResults), which the coverage command reads. The file is named by the
// VITEST_RUNNERS_OUTPUT variable.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** @typedef {{ ancestorTitles: string[], title: string, status: string }} Assertion */
/** @typedef {{ passed: number, failed: number, skipped: number, files: number, brokenFiles: number, started: number, ended: number, testResults: { name: string, assertionResults: Assertion[] }[] }} Runner */

export default class RunnerSummary {
  /** @type {Map<string, Runner>} */
  #runners = new Map();

  /** @param {string} name */
  #runner(name) {
    let r = this.#runners.get(name);
    if (!r) {
      r = { passed: 0, failed: 0, skipped: 0, files: 0, brokenFiles: 0, started: Infinity, ended: 0, testResults: [] };
      this.#runners.set(name, r);
    }
    return r;
  }

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleStart(testModule) {
    const r = this.#runner(testModule.project.name);
    r.started = Math.min(r.started, performance.now());
  }

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const r = this.#runner(testModule.project.name);
    r.ended = Math.max(r.ended, performance.now());
    r.files += 1;
    /** @type {Assertion[]} */
    const assertionResults = [];
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') r.passed += 1;
      else if (state === 'failed') r.failed += 1;
      else r.skipped += 1;
      const ancestorTitles = [];
      for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) ancestorTitles.unshift(parent.name);
      assertionResults.push({ ancestorTitles, title: test.name, status: state === 'passed' || state === 'failed' ? state : 'skipped' });
    }
    r.testResults.push({ name: testModule.moduleId, assertionResults });
    if (testModule.errors().length > 0) r.brokenFiles += 1;
  }

  /**
   * @param {ReadonlyArray<import('vitest/node').TestModule>} _modules
   * @param {ReadonlyArray<unknown>} unhandledErrors
   * @param {string} reason
   */
  onTestRunEnd(_modules, unhandledErrors, reason) {
    const out = process.env.VITEST_RUNNERS_OUTPUT;
    if (!out) return;
    const runners = Object.fromEntries(
      [...this.#runners].map(([name, r]) => [
        name,
        { passed: r.passed, failed: r.failed, skipped: r.skipped, files: r.files, brokenFiles: r.brokenFiles, seconds: r.ended > r.started ? Number(((r.ended - r.started) / 1000).toFixed(1)) : 0, testResults: r.testResults },
      ]),
    );
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ reason, unhandledErrors: unhandledErrors.length, runners }, null, 2));
  }
}
