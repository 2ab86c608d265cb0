import { readFileSync } from 'node:fs';
import type { Brand } from './types';
import { formatBrandErrors, validateBrand } from './validateBrand';

export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly errors: { path: string; message: string }[],
  ) {
    super(formatBrandErrors(file, errors));
    this.name = 'BrandConfigError';
  }
}

/** Reads and validates a brand file; throws a BrandConfigError naming the file, path and reason. */
export function loadBrand(file: string): Brand {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new BrandConfigError(file, [
      { path: '$', message: `cannot be read (${(cause as Error).message})` },
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new BrandConfigError(file, [
      { path: '$', message: `is not valid JSON (${(cause as Error).message})` },
    ]);
  }
  const result = validateBrand(json);
  if (!result.ok) throw new BrandConfigError(file, result.errors);
  return result.brand;
}
