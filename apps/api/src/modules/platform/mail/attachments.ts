import type { Orm } from "../../../db/client.ts";
import type { MailAttachmentRef } from "./schema.ts";

export type { MailAttachmentRef };

/** A file as it goes out with a message. */
export type MailFile = { filename: string; contentType: string; content: Buffer };

/**
 * Draws the file a reference names, at delivery time. `undefined` when what it names is gone:
 * the message still goes out (it links to the same document) rather than retrying for days.
 */
export type AttachmentSource = (orm: Orm, id: string) => Promise<MailFile | undefined>;

/** One source per kind of attachment, handed to the delivery worker by the app. */
export type AttachmentSources = Record<MailAttachmentRef["kind"], AttachmentSource>;
