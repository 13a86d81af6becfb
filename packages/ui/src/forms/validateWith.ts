import { setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * Turns a yup schema from `@larder/domain` into a final-form record-level validator, so the browser shows the
 * same messages the API answers with. Every failing path gets its first message (nested paths such as
 * `products[0].id` or the product email's `attachments` group land where final-form expects them).
 */
export function validateWith(schema: AnyObjectSchema) {
  return (values: object): ValidationErrors => {
    try {
      // No stack traces: they are never read, and capturing one per failing rule under React's deep render stack
      // was most of the first validation's cost when a form mounts (tens of ms on a phone).
      schema.validateSync(values, { abortEarly: false, disableStackTrace: true });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: Record<string, unknown> = {};
      const failures = error.inner.length > 0 ? error.inner : [error];
      for (const failure of failures) {
        const path = failure.path ?? '';
        // The first message of a path wins: yup lists them in the order the rules are declared.
        if (path && getPath(errors, path) === undefined)
          errors = setIn(errors, path, failure.message) as Record<string, unknown>;
      }
      return errors;
    }
  };
}

function getPath(errors: Record<string, unknown>, path: string): unknown {
  let current: unknown = errors;
  for (const key of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
