/**
 * Message catalogue: i18n keys with the product's English texts as defaults. Templates keep the spec's `(min)`, `(max)` and `(age)` placeholders; they are
 * replaced after translation, so translators keep the same placeholders.
 */
export const validationMessages = {
  'validation.required': 'Input cannot be empty',
  'validation.format': 'wrong account, password or email format',
  'validation.lengthRange': 'Please enter (min) - (max) characters',
  'validation.minLength': 'Please enter at least (min) characters',
  'validation.maxLength': 'Please enter at most (max) characters',
  'validation.usernameLength': 'Please fill in your username with (min) - (max) characters',
  'validation.passwordLength': 'Please fill in your password with (min) - (max) characters',
  'validation.paymentPasswordLength':
    'Please fill in your transaction password with (min) - (max) characters',
  'validation.verificationCode': 'Please enter a valid verification code',
  'validation.mobile': 'Please enter a valid mobile number',
  'validation.phone': 'Phone number format is incorrect',
  'validation.confirmPassword': 'Incorrect confirmation input',
  'validation.realName': 'Real name format is incorrect',
  'validation.affiliate': 'Invalid invitation code',
  'validation.email': 'Please enter a valid email address',
  'validation.qqNum': 'QQ number format is incorrect',
  'validation.line': 'LINE ID format is incorrect',
  'validation.whatsapp': 'WhatsApp format is incorrect',
  'validation.zalo': 'Zalo format is incorrect',
  'validation.facebook': 'Facebook format is incorrect',
  'validation.wechat': 'WeChat format is incorrect',
  'validation.idNumber': 'ID number format is incorrect',
  'validation.captcha': 'Please enter the verification code shown in the image',
  'validation.terms': 'Please read and agree to the terms and conditions',
  'validation.ageConfirm': 'Please confirm you are (age) years old',
} as const;

/** A key of the validation message catalogue. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** Values a message template may refer to. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Translation function the site passes in (e.g. a wrapper of i18next's `t`). It returns the text
 * for `key` in the current language, or `defaultText` (English) when there is none. `params`
 * carries `min`, `max`, `age` for libraries that interpolate themselves; `(min)`, `(max)` and
 * `(age)` left in the returned text are replaced afterwards.
 */
export type Translate = (
  key: ValidationMessageKey,
  defaultText: string,
  params?: MessageParams,
) => string;

/** The identity translation: English defaults. */
export const englishDefaults: Translate = (_key, defaultText) => defaultText;

/**
 * Replaces `(min)` and `(max)` in a length template. When they are equal one number is shown:
 * "with (min) - (max) characters" becomes "with 6 characters" for min = max = 6.
 */
export function formatLengthMessage(template: string, min: number, max: number): string {
  const collapsed =
    min === max ? template.replace(/\(min\)\s{0,3}[-–~]\s{0,3}\(max\)/g, String(min)) : template;
  return collapsed.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** Replaces `(name)` placeholders with the matching parameter (e.g. `(age)`). */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  let text = template;
  for (const [name, value] of Object.entries(params))
    text = text.replaceAll(`(${name})`, String(value));
  return text;
}

/** Resolves a catalogue message through `translate` and fills its placeholders. */
export function resolveMessage(
  translate: Translate,
  key: ValidationMessageKey,
  params: MessageParams = {},
): string {
  const text = translate(key, validationMessages[key], params);
  if ('min' in params && 'max' in params) {
    return fillPlaceholders(
      formatLengthMessage(text, Number(params.min), Number(params.max)),
      params,
    );
  }
  return fillPlaceholders(text, params);
}
