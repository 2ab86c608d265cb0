import { REGISTER_FIELDS as contractFields, type RegisterRule } from '@wl/api-client';
import { REGISTER_FIELDS as validatedFields, type FieldRule } from '@wl/validation';
import { describe, expect, expectTypeOf, it } from 'vitest';

// `@wl/validation` is a pure package and may not import the api contract, so it keeps its own copy of
// the field list; the site is where both meet, so it checks they have not drifted apart.
describe('registration contract', () => {
  it('validates exactly the fields the server publishes rules for', () => {
    expect([...validatedFields]).toEqual([...contractFields]);
  });

  it('takes the server rule shape as it is', () => {
    expectTypeOf<RegisterRule>().toExtend<FieldRule>();
  });
});
