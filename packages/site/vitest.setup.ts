import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Lazily loaded screens are transformed on first import in tests, and CI runs two suites at once on 2
// cores: allow more than the default 1 s (a wait that holds returns at once).
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  // Node-environment tests (the lint rules) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
// Files share a worker (vitest.config.ts): a lazy screen the last test opened may still be loading,
// and an import that lands after the worker's environment is gone fails whichever file runs then.
afterAll(() => vi.dynamicImportSettled());
