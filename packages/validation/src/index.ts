export {
  PATTERN_IDS,
  PATTERN_DESCRIPTIONS,
  isPatternId,
  isRealDate,
  isValidAcceptedPattern,
  matchesAcceptedPattern,
  testPattern,
  type PatternId,
} from './patterns';
export {
  validationMessages,
  englishDefaults,
  fillPlaceholders,
  formatLengthMessage,
  resolveMessage,
  type MessageParams,
  type Translate,
  type ValidationMessageKey,
} from './messages';
export {
  REGISTER_FIELDS,
  buildFieldSchema,
  characterCount,
  lengthProblem,
  matchesRule,
  withCheckPass,
  type FieldRule,
  type MessageOptions,
  type RegisterField,
  type RegisterRules,
} from './fieldSchema';
export {
  AGE_CONFIRM_FIELD,
  DEFAULT_CONFIRM_AGE,
  MOBILE_NUMBER_DIGITS,
  TERMS_FIELD,
  buildRegisterSchema,
  createSchemaCache,
  isMobileNumber,
  memoizedRegisterSchema,
  visibleRegisterFields,
  type FormSchema,
  type RegisterFormValues,
  type RegisterMode,
  type RegisterSchemaOptions,
} from './registerSchema';
export {
  buildChangePasswordSchema,
  buildForgotByEmailSchema,
  buildForgotByPhoneSchema,
  buildLoginSchema,
  buildSmsLoginSchema,
  type ChangePasswordSchemaOptions,
  type ForgotSchemaOptions,
  type LoginSchemaOptions,
} from './formSchemas';
export { fieldErrors } from './fieldErrors';
