import * as yup from 'yup';
import {
  REGISTER_FIELDS,
  baseString,
  buildFieldSchema,
  type FieldRule,
  type MessageOptions,
  type RegisterRules,
} from './fieldSchema';
import { englishDefaults, resolveMessage, type Translate } from './messages';

/** Name of the terms-agreement checkbox in the registration form values. */
export const TERMS_FIELD = 'agreeTerms';
/** Name of the age-confirmation checkbox in the registration form values. */
export const AGE_CONFIRM_FIELD = 'confirmAge';
/** Age the confirmation message names unless the brand configures another (spec: 21). */
export const DEFAULT_CONFIRM_AGE = 21;

/** Digit count a mobile number (without its country dialing code) must have when no server rule applies. */
export const MOBILE_NUMBER_DIGITS = { min: 6, max: 15 } as const;
const MOBILE_NUMBER = new RegExp(
  `^[0-9]{${MOBILE_NUMBER_DIGITS.min},${MOBILE_NUMBER_DIGITS.max}}$`,
);

/** True for a mobile number of 6-15 ASCII digits (the dialing code is a separate field). */
export function isMobileNumber(value: string): boolean {
  return MOBILE_NUMBER.test(value);
}

/** How the player registers: with a username, or with the mobile number as the account. */
export type RegisterMode = 'username' | 'mobile';

/** Options of `buildRegisterSchema`. */
export interface RegisterSchemaOptions extends MessageOptions {
  /** `'mobile'`: the mobile number is always shown and required, and becomes the username. Default `'username'`. */
  mode?: RegisterMode;
  /** SMS verification on (flag REGMOBVERF3): the SMS code is required. Default false. */
  smsVerification?: boolean;
  /** Terms agreement required before registering. Default true. */
  requireTerms?: boolean;
  /** Age confirmation required before registering. Default true. */
  requireAgeConfirmation?: boolean;
  /** Age named in the confirmation message. Default 21. */
  confirmAge?: number;
}

/** Registration form values the schema validates. */
export type RegisterFormValues = Partial<Record<(typeof REGISTER_FIELDS)[number], string>> & {
  agreeTerms?: boolean;
  confirmAge?: boolean;
};

/** A yup object schema over form values. */
export type FormSchema = yup.ObjectSchema<yup.AnyObject>;

function mustBeTicked(
  translate: Translate,
  key: 'validation.terms' | 'validation.ageConfirm',
  age: number,
): yup.BooleanSchema {
  const message = () =>
    resolveMessage(translate, key, key === 'validation.ageConfirm' ? { age } : {});
  return yup.boolean().required(message).oneOf([true], message);
}

/** The mobile field of a mobile registration: always present and required; the rule's checks when it has one. */
function requiredMobile(
  rule: FieldRule | undefined,
  translate: Translate,
): yup.StringSchema<string | undefined> {
  if (rule?.enabled)
    return (
      buildFieldSchema('mobileNum', { ...rule, required: true }, { translate }) ??
      baseString('mobileNum', true, translate)
    );
  return baseString('mobileNum', true, translate).test({
    name: 'mobileNumber',
    test: (value) => value === undefined || value === '' || isMobileNumber(value),
    message: () => resolveMessage(translate, 'validation.phone'),
  });
}

/**
 * A yup object schema for the registration form built from the server's per-field rules:
 * disabled (or missing) fields are absent; required, length and pattern per rule; `checkPass` on
 * `confirmPassword`; the SMS code required when `smsVerification` is on; in `mobile` mode the
 * mobile number always required and the username left out (the mobile number becomes the account);
 * `agreeTerms` and `confirmAge` must be ticked unless switched off.
 */
export function buildRegisterSchema(
  rules: RegisterRules,
  options: RegisterSchemaOptions = {},
): FormSchema {
  const translate = options.translate ?? englishDefaults;
  const mode = options.mode ?? 'username';
  const shape: Record<string, yup.AnySchema> = {};

  for (const field of REGISTER_FIELDS) {
    const rule = rules[field];
    if (mode === 'mobile' && field === 'username') continue;
    if (mode === 'mobile' && field === 'mobileNum') {
      shape[field] = requiredMobile(rule, translate);
      continue;
    }
    if (options.smsVerification && field === 'verificationCode') {
      shape[field] = rule?.enabled
        ? (buildFieldSchema(field, { ...rule, required: true }, { translate }) ??
          baseString(field, true, translate))
        : baseString(field, true, translate);
      continue;
    }
    const schema = buildFieldSchema(field, rule, { translate });
    if (schema !== null) shape[field] = schema;
  }

  if (options.requireTerms ?? true)
    shape[TERMS_FIELD] = mustBeTicked(translate, 'validation.terms', 0);
  if (options.requireAgeConfirmation ?? true) {
    shape[AGE_CONFIRM_FIELD] = mustBeTicked(
      translate,
      'validation.ageConfirm',
      options.confirmAge ?? DEFAULT_CONFIRM_AGE,
    );
  }
  return yup.object(shape);
}

/** The fields a registration form shows for these rules and options (same decisions as the schema). */
export function visibleRegisterFields(
  rules: RegisterRules,
  options: Pick<RegisterSchemaOptions, 'mode' | 'smsVerification'> = {},
): string[] {
  return Object.keys(
    buildRegisterSchema(rules, { ...options, requireTerms: false, requireAgeConfirmation: false })
      .fields,
  );
}

/**
 * Memoises schemas per rules object: the same rules object (and the same options and translate
 * function) returns the same schema instance, so a form does not rebuild it on every render.
 * Rules objects are held weakly; a new rules object from the server builds a new schema.
 */
export function createSchemaCache<Options extends MessageOptions>(
  build: (rules: RegisterRules, options: Options) => FormSchema,
): (rules: RegisterRules, options: Options) => FormSchema {
  const byRules = new WeakMap<RegisterRules, Map<string, FormSchema>>();
  const translateIds = new WeakMap<Translate, number>();
  let nextTranslateId = 1;

  const keyOf = (options: Options): string => {
    const { translate, ...rest } = options;
    let translateId = 0;
    if (translate) {
      translateId = translateIds.get(translate) ?? nextTranslateId++;
      translateIds.set(translate, translateId);
    }
    const sorted = Object.entries(rest).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify([translateId, sorted]);
  };

  return (rules, options) => {
    let forRules = byRules.get(rules);
    if (!forRules) {
      forRules = new Map();
      byRules.set(rules, forRules);
    }
    const key = keyOf(options);
    const cached = forRules.get(key);
    if (cached) return cached;
    const schema = build(rules, options);
    forRules.set(key, schema);
    return schema;
  };
}

/** `buildRegisterSchema` memoised per rules object (see `createSchemaCache`). */
export const memoizedRegisterSchema: (
  rules: RegisterRules,
  options?: RegisterSchemaOptions,
) => FormSchema = (() => {
  const cached = createSchemaCache<RegisterSchemaOptions>(buildRegisterSchema);
  return (rules: RegisterRules, options: RegisterSchemaOptions = {}) => cached(rules, options);
})();
