import type { NewsletterSubscribeRequest } from "@fleetward/contracts/newsletter";
import { resolveEmailLocale } from "@fleetward/emails/i18n";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { generateToken, hashToken } from "../../../lib/tokens.ts";
import { queueMail } from "../../platform/mail/service.ts";
import { newsletterConfirmationMail } from "./notice.ts";
import {
  confirmSubscription,
  insertSubscriptionIfAbsent,
  lockSubscription,
  renewPendingSubscription,
  unsubscribe,
} from "./repository.ts";

export type NewsletterDeps = { orm: Orm; jobs: PgBoss; now: () => Date; publicUrl: string };

export const confirmationLifetimeHours = 48;

/** Where the links of the e-mail lead: the thank-you page finishes the step in the browser. */
export const confirmPath = "/page-thankyou?newsletter_confirm=";
export const unsubscribePath = "/page-thankyou?newsletter_unsubscribe=";

/**
 * Subscribes an address with double opt-in: the row is `pending` until the link in the
 * e-mail is followed. Callers answer the same way whatever happened here (new, pending,
 * already confirmed), so the form cannot tell anyone who is subscribed. An address that is
 * already confirmed gets no e-mail.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  request: NewsletterSubscribeRequest,
): Promise<"mailed" | "already-confirmed"> {
  const now = deps.now();
  const email = request.email.trim().toLowerCase();
  const locale = resolveEmailLocale(request.locale);
  const confirmToken = generateToken();
  const unsubscribeToken = generateToken();
  const tokens = {
    locale,
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + confirmationLifetimeHours * 3_600_000),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  };

  return deps.orm.transaction(async (tx) => {
    const inserted = await insertSubscriptionIfAbsent(tx, {
      email,
      status: "pending",
      createdAt: now,
      ...tokens,
    });
    if (!inserted) {
      const existing = await lockSubscription(tx, email);
      if (!existing) throw new Error("newsletter subscription vanished while locked");
      if (existing.status === "confirmed") return "already-confirmed";
      await renewPendingSubscription(tx, existing.id, tokens);
    }
    const mail = newsletterConfirmationMail({
      email,
      confirmUrl: `${deps.publicUrl}${confirmPath}${confirmToken}`,
      unsubscribeUrl: `${deps.publicUrl}${unsubscribePath}${unsubscribeToken}`,
      expiresInHours: confirmationLifetimeHours,
      locale,
    });
    await queueMail(tx, deps.jobs, { ...mail, to: email }, now);
    return "mailed";
  });
}

export async function confirmNewsletter(deps: Pick<NewsletterDeps, "orm" | "now">, token: string) {
  if (!(await confirmSubscription(deps.orm, hashToken(token), deps.now()))) {
    throw new HttpError(
      404,
      "This confirmation link is not valid: it was already used, has expired or was replaced by a newer one",
    );
  }
}

export async function unsubscribeNewsletter(
  deps: Pick<NewsletterDeps, "orm" | "now">,
  token: string,
) {
  if (!(await unsubscribe(deps.orm, hashToken(token), deps.now()))) {
    throw new HttpError(404, "This unsubscribe link is not valid");
  }
}
