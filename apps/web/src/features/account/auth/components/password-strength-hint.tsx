import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { passwordStrength, type PasswordStrength } from "../lib/password-strength.ts";

const levels: Record<
  PasswordStrength,
  { bars: number; label: ParseKeys; advice: ParseKeys; bar: string }
> = {
  weak: {
    bars: 1,
    label: "auth.passwordStrength.weak",
    advice: "auth.passwordStrength.weakAdvice",
    bar: "bg-red-600 dark:bg-red-400",
  },
  fair: {
    bars: 2,
    label: "auth.passwordStrength.fair",
    advice: "auth.passwordStrength.fairAdvice",
    bar: "bg-amber-500 dark:bg-amber-400",
  },
  strong: {
    bars: 3,
    label: "auth.passwordStrength.strong",
    advice: "auth.passwordStrength.strongAdvice",
    bar: "bg-emerald-600 dark:bg-emerald-400",
  },
};

/** Live strength meter under a new-password field; the text is announced as it changes. */
export function PasswordStrengthHint({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
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
              {t("auth.passwordStrength.strength", { level: t(level.label) })}
            </span>{" "}
            {t(level.advice)}
          </>
        ) : (
          t("auth.passwordStrength.empty")
        )}
      </p>
    </div>
  );
}
