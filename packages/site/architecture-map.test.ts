// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository's map stays true to the site's features: `docs/architecture.md` (section 5) names
 * every folder of `src/features`, and each feature explains itself in a README.
 */
const features = readdirSync(path.join(import.meta.dirname, 'src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const map = readFileSync(path.join(import.meta.dirname, '../../docs/architecture.md'), 'utf8');

describe('the architecture map', () => {
  it('finds the features', () => {
    expect(features).toContain('home');
  });

  it.each(features)('names the feature %s in docs/architecture.md', (feature) => {
    expect(map).toContain(`site/features/${feature}\``);
  });

  it.each(features)('finds a README in the feature %s', (feature) => {
    expect(existsSync(path.join(import.meta.dirname, 'src/features', feature, 'README.md'))).toBe(
      true,
    );
  });
});
