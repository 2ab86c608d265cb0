import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { watchTestWorkerForStalls } from '@wl/vite-config/stall-watch';

// A test that blocks the event loop (a render loop inside act) fails within a minute with its stack,
// instead of running until the heap is gone (tooling/vite-config/README.md).
watchTestWorkerForStalls();
afterEach(() => cleanup());
