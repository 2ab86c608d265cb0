import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_SLUGS } from '../../shared/routes/centrePaths';
import { AGENT_ENTRIES } from './entries';

describe('agent centre entries', () => {
  it('are the typed paths the rest of the site links to, in menu order', () => {
    expect(AGENT_ENTRIES.map((entry) => entry.slug)).toEqual([...AGENT_CENTRE_SLUGS]);
  });
});
