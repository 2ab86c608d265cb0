import type { FormikProps } from 'formik';

type StringKey<V> = keyof V & string;

/** The field's validation message once the player has left it (or submitted), else undefined. */
export function touchedError<V>(formik: FormikProps<V>, name: StringKey<V>): string | undefined {
  const error = (formik.errors as Record<string, unknown>)[name];
  return (formik.touched as Record<string, unknown>)[name] && typeof error === 'string'
    ? error
    : undefined;
}

/**
 * What a ui-kit text field needs from Formik: name, value, change and blur handlers, and the error to
 * show. Spread it onto `TextField` / `PasswordField`.
 */
export function formikField<V>(formik: FormikProps<V>, name: StringKey<V>) {
  return { ...formik.getFieldProps<string>(name), error: touchedError(formik, name) };
}

/** The same for a ui-kit `Checkbox` bound to a boolean value. */
export function formikCheckbox<V>(formik: FormikProps<V>, name: StringKey<V>) {
  return {
    name,
    checked: Boolean(formik.values[name]),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touchedError(formik, name),
  };
}
