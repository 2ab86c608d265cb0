import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { watchForStalls } from '@wl/vite-config/stall-watch';

// A test that blocks the event loop (a render loop inside act) fails within a minute with its stack,
// instead of running until the heap is gone (tooling/vite-config/README.md).
watchForStalls({
  currentTest: () =>
    `${expect.getState().testPath ?? '?'} > ${expect.getState().currentTestName ?? '(between tests)'}`,
});
afterEach(() => cleanup());
