import type { FormEvent } from 'react';

/** A form's submit handler that keeps the page (no reload) and runs `run`, its promise left to it. */
export const submitting =
  (run: () => unknown) =>
  (event: FormEvent): void => {
    event.preventDefault();
    void run();
  };
