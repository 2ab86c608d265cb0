import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/**
 * The first message a user would see under each field, keyed by field name; `{}` when the values
 * are valid. Validates every field (no early abort), like a form that shows all errors on submit.
 */
export function fieldErrors(
  schema: ObjectSchema<AnyObject>,
  values: Record<string, unknown>,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      errors[path] ??= inner.message;
    }
    return errors;
  }
}
