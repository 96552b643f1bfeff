import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * About 50,000 of the most common passwords from breach corpora, as zxcvbn ships them,
 * lower-cased and loaded once. Only entries that pass the length rule can matter.
 */
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary["passwords-common"].map((password) => password.toLowerCase()),
);

export const tooCommonMessage = "This password is too common; choose one that is harder to guess";
export const sameAsAccountMessage = "Do not use your username or e-mail address as your password";

/**
 * Why a password that already has the right length is still refused, or undefined when it
 * is fine. Compared case-insensitively: `Password1` is as guessable as `password1`.
 */
export function passwordProblem(
  password: string,
  account: { username: string; email: string },
): string | undefined {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return tooCommonMessage;
  const email = account.email.toLowerCase();
  const localPart = email.split("@")[0] ?? "";
  if (lowered === account.username.toLowerCase() || lowered === email || lowered === localPart) {
    return sameAsAccountMessage;
  }
  return undefined;
}
