export type PasswordStrength = "weak" | "fair" | "strong";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const characterClasses = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

/** A rough hint from length and character variety; the server has the final word. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN) return "weak";
  const variety = characterClasses.filter((pattern) => pattern.test(password)).length;
  // Length counts most: a long passphrase beats a short mix of symbols.
  const score =
    Number(password.length >= 12) +
    Number(password.length >= 16) +
    Number(password.length >= 20) +
    Number(variety >= 3) +
    Number(variety === 4);
  if (score >= 3) return "strong";
  return score >= 1 ? "fair" : "weak";
}
