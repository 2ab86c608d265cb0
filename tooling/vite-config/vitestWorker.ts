import { beforeEach, expect } from 'vitest';
import { watchForStalls } from './stallWatch';

/** The test a Vitest worker is running now, as `<file> > <test>`, for its watches' reports. */
export function runningTest(): string {
  const { testPath, currentTestName } = expect.getState();
  return `${testPath ?? '?'} > ${currentTestName ?? '(between tests)'}`;
}

/**
 * The stall watch (`./stallWatch.ts`) for a Vitest worker: call it from the setup file. Each test beats
 * as it starts, so the report names it even if it blocks before the next beat.
 */
export function watchTestWorkerForStalls(): void {
  const beat = watchForStalls({ currentTest: runningTest });
  beforeEach(() => beat());
}
export { watchForStalls, type StallWatchOptions } from './stallWatch';
