import { describe, expect, it } from 'vitest';
import { MEMBER_CENTRE_SLUGS } from '../../shared/routes/centrePaths';
import { CENTRE_ENTRIES } from './entries';

describe('member centre entries', () => {
  it('are the typed paths the rest of the site links to, in menu order', () => {
    expect(CENTRE_ENTRIES.map((entry) => entry.slug)).toEqual([...MEMBER_CENTRE_SLUGS]);
  });
});
