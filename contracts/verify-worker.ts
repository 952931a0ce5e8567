import { verifyPacts, type InteractionResult, type VerifyOptions } from './verify';

/**
 * Runs a verification in a child process so the verifier core's own report (printed straight to stdout)
 * stays out of the caller's output: results come back one message per interaction over IPC.
 */
export type WorkerMessage =
  | { type: 'result'; result: InteractionResult }
  | { type: 'done'; passed: number; failed: number; skipped: number }
  | { type: 'error'; message: string };

const send = (message: WorkerMessage) => process.send?.(message);

process.once('message', (options: Omit<VerifyOptions, 'onResult'>) => {
  verifyPacts({ ...options, onResult: (result) => send({ type: 'result', result }) })
    .then((summary) => send({ type: 'done', passed: summary.passed, failed: summary.failed, skipped: summary.skipped }))
    .catch((error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error) }))
    .finally(() => process.disconnect?.());
});
