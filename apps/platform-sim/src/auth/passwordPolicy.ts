/**
 * What a new password must be beyond the published length rule (ASVS 6.2): not one of the passwords
 * attackers try first, not one character repeated, and not the account name. Checked only when a
 * password is set (registration, change, reset): existing passwords, the seeded ones included, keep
 * working for sign-in.
 */

/**
 * Passwords of 8 characters or more that top the public breach-frequency lists (and a few every casino
 * sees), compared without case. Short on purpose: a stand-in for a full breached-password check.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '00000000',
  '11111111',
  '12121212',
  '123123123',
  '1234567890',
  '123456789',
  '12345678',
  '12341234',
  '123qweasd',
  '147258369',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '55555555',
  '66666666',
  '87654321',
  '88888888',
  '987654321',
  'a1234567',
  'a12345678',
  'aa123456',
  'aa12345678',
  'abc12345',
  'abc123456',
  'abcd1234',
  'admin123',
  'asdf1234',
  'asdfghjkl',
  'baseball',
  'bet12345',
  'casino123',
  'charlie1',
  'chelsea1',
  'computer',
  'dragon12',
  'football',
  'iloveyou',
  'iloveyou1',
  'jackpot1',
  'jennifer',
  'letmein1',
  'liverpool',
  'lucky888',
  'master12',
  'michael1',
  'monkey12',
  'p@ssw0rd',
  'passw0rd',
  'password',
  'password1',
  'password12',
  'password123',
  'princess',
  'q1w2e3r4',
  'qwe12345',
  'qweasdzxc',
  'qwer1234',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'qwertyuiop',
  'shadow12',
  'starwars',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'whatever',
  'zaq12wsx',
  'zxcvbnm1',
]);

/** Why a new password is refused, or undefined when it may be used. */
export function weakPasswordProblem(password: string, account?: string): string | undefined {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower))
    return 'This password is too common and easy to guess, please choose another';
  if (/^(.)\1*$/su.test(password)) return 'The password cannot be one character repeated';
  if (account && account.length >= 3 && lower.includes(account.toLowerCase()))
    return 'The password cannot contain the username';
  return undefined;
}
