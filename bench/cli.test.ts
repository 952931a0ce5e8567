import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLI_CALLS, cliFigures, cliLines } from './cli';

const targets = Object.fromEntries(CLI_CALLS.map((c) => [c.name, 'targetSeconds' in c ? c.targetSeconds : undefined]));

describe('the CLI start benchmark', () => {
  it("times the issue's two calls against node -e 0 with the issue's targets: --help <= 0.3 s, rules list <= 1 s", () => {
    expect(CLI_CALLS.map((c) => [c.name, 'targetSeconds' in c ? c.targetSeconds : undefined])).toEqual([
      ['node -e 0', undefined],
      ['workbench --help', 0.3],
      ['workbench rules list', 1],
    ]);
  });

  it('reports each median as a ratio to the median of node -e 0 in the same rounds, and the target beside it', () => {
    const figures = cliFigures(
      {
        'node -e 0': { seconds: [0.05, 0.04, 0.06], codes: [0, 0, 0] },
        'workbench --help': { seconds: [0.1, 0.5, 0.12], codes: [0, 0, 0] },
        'workbench rules list': { seconds: [1.2, 1.1, 1.3], codes: [0, 1, 0] },
      },
      targets,
    );
    expect(figures.map((f) => [f.name, f.medianSeconds, f.ratio, f.withinTarget])).toEqual([
      ['node -e 0', 0.05, 1, true],
      ['workbench --help', 0.12, 2.4, true],
      ['workbench rules list', 1.2, 24, false],
    ]);
    const lines = cliLines(figures);
    expect(lines[1]).toContain('×2.40 node -e 0');
    expect(lines[1]).toContain('target <= 0.3 s on a quiet machine: met');
    expect(lines[2]).toContain('target <= 1 s on a quiet machine: not met');
    // A call that failed is not a start time to trust: its exit codes are shown.
    expect(lines[2]).toContain('exit codes 0, 1');
  });

  it('a ratio is the same whatever the machine speed: scaling every time scales nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.01, max: 5, noNaN: true }), { minLength: 3, maxLength: 3 }), fc.double({ min: 0.5, max: 20, noNaN: true }), (times, slower) => {
        const at = (k: number) => cliFigures({ 'node -e 0': { seconds: [times[0]! * k], codes: [0] }, 'workbench --help': { seconds: [times[1]! * k], codes: [0] } }, targets);
        expect(at(slower)[1]!.ratio).toBeCloseTo(at(1)[1]!.ratio, 1);
      }),
    );
  });

  it('refuses to give ratios without a baseline', () => {
    expect(() => cliFigures({ 'workbench --help': { seconds: [0.1], codes: [0] } }, targets)).toThrow(/node -e 0/);
  });
});
