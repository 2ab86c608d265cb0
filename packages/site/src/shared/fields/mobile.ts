/** The form values the mobile number and SMS code fields read and write. */
export interface MobileFormValues {
  mobileNum: string;
  /** Digits only, e.g. `84`. */
  countryDialingCode: string;
}

/** Where an SMS code goes: the trimmed national number and the dialing code's digits. */
export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** A dialing code as the platform takes it: digits only (`+84` -> `84`, `1-242` -> `1242`). */
export function dialingDigits(code: string): string {
  return code.replace(/\D/g, '');
}
