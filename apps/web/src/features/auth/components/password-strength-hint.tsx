import { passwordStrength, type PasswordStrength } from "../lib/password-strength.ts";

const levels: Record<
  PasswordStrength,
  { bars: number; label: string; advice: string; bar: string }
> = {
  weak: {
    bars: 1,
    label: "Weak",
    advice: "Use at least 8 characters; a few unrelated words work well.",
    bar: "bg-red-600 dark:bg-red-400",
  },
  fair: {
    bars: 2,
    label: "Fair",
    advice: "Good start. Make it longer or mix in capitals, digits and symbols.",
    bar: "bg-amber-500 dark:bg-amber-400",
  },
  strong: {
    bars: 3,
    label: "Strong",
    advice: "Hard to guess. Store it in your password manager.",
    bar: "bg-emerald-600 dark:bg-emerald-400",
  },
};

/** Live strength meter under a new-password field; the text is announced as it changes. */
export function PasswordStrengthHint({ id, password }: { id: string; password: string }) {
  const level = levels[passwordStrength(password)];
  return (
    <div id={id} className="mt-2">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={`h-1.5 flex-1 rounded-full ${password && bar <= level.bars ? level.bar : "bg-slate-200 dark:bg-slate-700"}`}
          />
        ))}
      </div>
      <p aria-live="polite" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {password ? (
          <>
            <span className="font-semibold text-slate-900 dark:text-slate-100">
              Strength: {level.label}.
            </span>{" "}
            {level.advice}
          </>
        ) : (
          "8 to 128 characters. Longer is stronger."
        )}
      </p>
    </div>
  );
}
