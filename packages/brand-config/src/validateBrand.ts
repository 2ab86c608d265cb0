import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import schema from '../../../brands/schema.json' with { type: 'json' };
import type { Brand, BrandError, BrandValidation } from './types';

export { schema as brandSchema };

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
const checkSchema = ajv.compile<Brand>(schema);

/** `/theme/dark/primary` -> `$.theme.dark.primary`; array indices as `[0]`. */
function toJsonPath(pointer: string): string {
  if (!pointer) return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) =>
        /^\d+$/.test(part)
          ? `[${part}]`
          : /^[A-Za-z_$][\w$]*$/.test(part)
            ? `.${part}`
            : `["${part}"]`,
      )
      .join('')
  );
}

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function valueAt(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      root,
    );
}

function explain(error: ErrorObject, input: unknown): BrandError {
  const path = toJsonPath(error.instancePath);
  const actual = describe(valueAt(input, error.instancePath));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        path: toJsonPath(`${error.instancePath}/${String(params.missingProperty)}`),
        message: 'is required but missing',
      };
    case 'additionalProperties':
      return {
        path: toJsonPath(`${error.instancePath}/${String(params.additionalProperty)}`),
        message: 'is not a known field (check the spelling against brands/schema.json)',
      };
    case 'enum':
      return {
        path,
        message: `expected one of ${(params.allowedValues as unknown[]).map(describe).join(', ')}, got ${actual}`,
      };
    case 'const':
      return { path, message: `expected ${describe(params.allowedValue)}, got ${actual}` };
    case 'pattern': {
      const hint = error.parentSchema?.description
        ? ` (${String(error.parentSchema.description)})`
        : '';
      return {
        path,
        message: `expected a value matching ${String(params.pattern)}${hint}, got ${actual}`,
      };
    }
    case 'type':
      return { path, message: `expected ${String(params.type)}, got ${actual}` };
    case 'uniqueItems':
      return {
        path,
        message: `expected unique items, but items ${String(params.j)} and ${String(params.i)} repeat`,
      };
    case 'minItems':
      return { path, message: `expected at least ${String(params.limit)} item(s)` };
    default:
      return { path, message: `${error.message ?? 'is invalid'}, got ${actual}` };
  }
}

/** Rules JSON Schema cannot say: relations between fields. */
function crossFieldErrors(brand: Brand): BrandError[] {
  const errors: BrandError[] = [];
  if (!brand.supportLanguages.includes(brand.defaultLang)) {
    errors.push({
      path: '$.defaultLang',
      message: `expected one of the supported languages (${brand.supportLanguages.join(', ')}), got "${brand.defaultLang}"`,
    });
  }
  if (!brand.announcement.types.includes(brand.announcement.executionType)) {
    errors.push({
      path: '$.announcement.executionType',
      message: `expected one of the announcement types (${brand.announcement.types.join(', ')}), got "${brand.announcement.executionType}"`,
    });
  }
  if (brand.identityProvider.adapter === 'none' && brand.identityProvider.buttons.length > 0) {
    errors.push({
      path: '$.identityProvider.buttons',
      message:
        'social sign-in buttons need an identity provider adapter (set adapter to "local" or "firebase")',
    });
  }
  if (brand.twoFactor?.requiredForAgents && brand.agentCentreFlags.length === 0) {
    errors.push({
      path: '$.twoFactor.requiredForAgents',
      message: 'requires two-step sign-in of agents, but agentCentreFlags names no agent flag',
    });
  }
  const organisations = brand.responsibleGaming.helpOrganisations.map((org) => org.name.trim());
  organisations.forEach((name, index) => {
    if (organisations.indexOf(name) !== index)
      errors.push({
        path: `$.responsibleGaming.helpOrganisations[${index}].name`,
        message: `expected each help organisation once, but "${name}" repeats`,
      });
  });
  return errors;
}

/** Validates parsed brand JSON; lists every problem with its JSONPath. */
export function validateBrand(json: unknown): BrandValidation {
  if (!checkSchema(json)) {
    const seen = new Set<string>();
    const errors = (checkSchema.errors ?? [])
      .map((error) => explain(error, json))
      .filter((error) => {
        const key = `${error.path} ${error.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return { ok: false, errors };
  }
  const errors = crossFieldErrors(json);
  return errors.length ? { ok: false, errors } : { ok: true, brand: json };
}

export function formatBrandErrors(file: string, errors: BrandError[]): string {
  return [
    `Invalid brand file ${file}:`,
    ...errors.map((error) => `  ${error.path}: ${error.message}`),
  ].join('\n');
}
