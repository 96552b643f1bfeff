import type { ContactMessageRequest } from "@fleetward/contracts/contact";
import type { PgBoss } from "pg-boss";
import type { Orm } from "../../../db/client.ts";
import { queueMail } from "../../platform/mail/service.ts";
import { listOperatorContacts, mailLocale, recipientName } from "../../account/users/service.ts";
import { contactNoticeMail } from "./notice.ts";
import { insertContactMessage } from "./repository.ts";

export type ContactDeps = { orm: Orm; jobs: PgBoss; now: () => Date };

/**
 * Stores a message from the contact form and queues one e-mail per operator, all in one
 * transaction: either the message is kept and every operator will hear of it, or nothing is.
 * The contract has already trimmed and checked the message.
 */
export async function receiveContactMessage(deps: ContactDeps, request: ContactMessageRequest) {
  const now = deps.now();
  // The form may send an empty company; store "not given" as null, not "".
  const message = { ...request, company: request.company || undefined };
  return deps.orm.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, {
      name: message.name,
      email: message.email,
      company: message.company ?? null,
      topic: message.topic,
      message: message.message,
      createdAt: now,
    });
    // Everyone who reads the contact messages: the operator accounts.
    for (const operator of await listOperatorContacts(tx)) {
      const mail = contactNoticeMail(message, {
        name: recipientName(operator),
        locale: mailLocale(operator),
      });
      await queueMail(tx, deps.jobs, { ...mail, to: operator.email }, now);
    }
    return stored;
  });
}
