import type { FormikProps } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { formikField, touchedError } from './formikField';

interface Values {
  username: string;
  password: string;
}

function fakeFormik(
  state: Partial<Pick<FormikProps<Values>, 'errors' | 'touched'>>,
): FormikProps<Values> {
  const values: Values = { username: 'ada', password: '' };
  return {
    values,
    errors: state.errors ?? {},
    touched: state.touched ?? {},
    getFieldProps: vi.fn((name: keyof Values) => ({
      name,
      value: values[name],
      onChange: vi.fn(),
      onBlur: vi.fn(),
    })),
  } as unknown as FormikProps<Values>;
}

describe('formik field helpers', () => {
  it('hides an error until the field has been touched', () => {
    const formik = fakeFormik({ errors: { password: 'Password is required' } });
    expect(touchedError(formik, 'password')).toBeUndefined();
    const touched = fakeFormik({
      errors: { password: 'Password is required' },
      touched: { password: true },
    });
    expect(touchedError(touched, 'password')).toBe('Password is required');
  });

  it('gives the text field its name, value, handlers and error', () => {
    const formik = fakeFormik({ errors: { username: 'Too short' }, touched: { username: true } });
    expect(formikField(formik, 'username')).toMatchObject({
      name: 'username',
      value: 'ada',
      error: 'Too short',
    });
    expect(formikField(formik, 'password').error).toBeUndefined();
  });
});
