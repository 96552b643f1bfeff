import type { ContactMessageRequest } from "@fleetward/contracts/contact";
import type { Orm } from "../../db/client.ts";
import { insertContactMessage } from "./repository.ts";

/** Stores a message from the contact form; the contract has already trimmed and checked it. */
export async function receiveContactMessage(orm: Orm, request: ContactMessageRequest) {
  return insertContactMessage(orm, {
    name: request.name,
    email: request.email,
    // The form may send an empty company; store "not given" as null, not "".
    company: request.company || null,
    topic: request.topic,
    message: request.message,
  });
}
