import type { NewsletterSubscribeRequest } from "@fleetward/contracts/newsletter";
import type { Orm } from "../../db/client.ts";
import { insertSubscriptionIfAbsent } from "./repository.ts";

const defaultLocale = "en";

/**
 * Subscribes an address. Callers must answer the same way whether or not it was new,
 * so the endpoint cannot be used to find out who is subscribed.
 */
export async function subscribeToNewsletter(orm: Orm, request: NewsletterSubscribeRequest) {
  const created = await insertSubscriptionIfAbsent(orm, {
    email: request.email.trim().toLowerCase(),
    locale: request.locale ?? defaultLocale,
  });
  return { created };
}
