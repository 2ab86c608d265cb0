import { within } from '@testing-library/react';

/**
 * The text of each element of a role inside a container, in order: the lottery's tests compare
 * tab, option, term and card names this way (written once rather than in each test).
 */
export const textsOf = (container: HTMLElement, role: string) =>
  within(container)
    .getAllByRole(role)
    .map((node) => node.textContent);
