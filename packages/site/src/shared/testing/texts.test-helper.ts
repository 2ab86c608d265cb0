import { within } from '@testing-library/react';

/**
 * The text of each element of a role inside a container, in order: the site's tests compare menus,
 * options, tabs, headings and cards this way (written once rather than in each test).
 */
export const textsOf = (container: HTMLElement, role: string) =>
  within(container)
    .getAllByRole(role)
    .map((node) => node.textContent);
