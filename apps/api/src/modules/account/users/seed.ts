import type { AppConfig } from "../../../config.ts";
import type { Orm } from "../../../db/client.ts";
import { generatePassword, hashPassword } from "../auth/service.ts";
import { findUserByEmail, insertUserIfAbsent } from "./repository.ts";

export const defaultOperatorEmail = "operator@fleetward.local";

export type OperatorSettings = Pick<AppConfig, "operatorEmail" | "operatorPassword">;

/**
 * Creates the operator account once. An existing account is never changed, so a
 * password rotated in the app survives restarts with the old OPERATOR_PASSWORD still set.
 */
export async function seedOperator(
  orm: Orm,
  config: OperatorSettings,
  log: { info(message: string): void; warn(message: string): void },
) {
  const email = (config.operatorEmail ?? defaultOperatorEmail).toLowerCase();
  if (await findUserByEmail(orm, email)) return;

  const password = config.operatorPassword ?? generatePassword();
  const created = await insertUserIfAbsent(orm, {
    username: email.split("@")[0] ?? "operator",
    email,
    passwordHash: await hashPassword(password),
    role: "operator",
    firstName: "Operator",
    emailConfirmedAt: new Date(),
  });

  if (!created) {
    // Lost a race with another instance, or the username belongs to someone else.
    if (!(await findUserByEmail(orm, email))) {
      log.warn(`Operator account ${email} not created: its username is already taken`);
    }
    return;
  }
  if (config.operatorPassword) {
    log.info(`Operator account created for ${email} with the password from OPERATOR_PASSWORD`);
  } else {
    // Shown exactly once: only the instance whose insert succeeded gets here.
    log.warn(
      `Operator account created — sign in with ${email} / ${password}, then set up two-step sign-in in Settings to open the operator console`,
    );
  }
}
