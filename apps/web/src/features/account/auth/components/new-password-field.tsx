import type { ComponentPropsWithRef } from "react";
import { TextField } from "../../../../components/text-field.tsx";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/password-strength.ts";
import { PasswordStrengthHint } from "./password-strength-hint.tsx";

type NewPasswordFieldProps = ComponentPropsWithRef<"input"> & {
  id: string;
  label: string;
  error?: string;
  /** What is typed so far, for the live strength meter. */
  password: string;
};

/** A new password with its live strength meter, described by the meter and any error. */
export function NewPasswordField({ id, label, error, password, ...input }: NewPasswordFieldProps) {
  const strengthId = `${id}-strength`;
  return (
    <div>
      <TextField
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        error={error}
        {...input}
        aria-describedby={error ? `${strengthId} ${id}-error` : strengthId}
      />
      <PasswordStrengthHint id={strengthId} password={password} />
    </div>
  );
}
