// A deleted account's complaints (Digital Personal Data Protection Act, 2023, s.12(3);
// docs/decisions/personal-data.md): what identifies the shopper or tells their story goes —
// the complaint's text, its attachment, the mobile's last four digits — while the ticket number,
// what it was about, its dates, its state, the answers and the resolution stay, since the
// Consumer Protection (E-Commerce) Rules, 2020, rule 4(5) make the shop answer for each ticket's
// clocks.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { grievances } from './grievances.schema.ts';

/** What an erased complaint's text reads in the back office. */
export const ERASED_COMPLAINT_TEXT = '[Erased: the shopper deleted their account]';

/** A stored attachment to remove once the erasing transaction has committed. */
export interface ErasedAttachment {
  store: 'media' | 'objects';
  /** The folder of a picture's sizes (media store) or a PDF's key (object store). */
  ref: string;
}

/** The shopper's complaints as kept, for Download my data. */
export async function grievancesPersonalData(db: Executor, customerId: string) {
  const rows = await db
    .select({
      ticket: grievances.ticket,
      about: grievances.subjectKind,
      subjectId: grievances.subjectId,
      text: grievances.text,
      attachmentKind: grievances.attachmentKind,
      status: grievances.status,
      resolution: grievances.resolution,
      filedAt: grievances.filedAt,
      closedAt: grievances.closedAt,
    })
    .from(grievances)
    .where(eq(grievances.customerId, customerId))
    .orderBy(asc(grievances.filedAt));
  return rows;
}

/**
 * Replaces the complaint's text with a marker, drops its attachment and the mobile's last four
 * digits (so the public status page no longer opens it), and answers the attachments' files to
 * remove after the commit. Name, e-mail and mobile live on the customer's row, anonymised there.
 */
export async function eraseGrievancesPersonalData(
  db: Executor,
  customerId: string,
): Promise<ErasedAttachment[]> {
  const attached = await db
    .select({ id: grievances.id, kind: grievances.attachmentKind, ref: grievances.attachmentRef })
    .from(grievances)
    .where(and(eq(grievances.customerId, customerId), isNotNull(grievances.attachmentKind)));
  await db
    .update(grievances)
    .set({
      text: ERASED_COMPLAINT_TEXT,
      attachmentKind: null,
      attachmentRef: null,
      mobileLast4: '',
    })
    .where(eq(grievances.customerId, customerId));
  // A picture is a folder of sizes in the media store; a PDF one private object.
  return attached.flatMap(({ id, kind, ref }): ErasedAttachment[] => {
    if (kind === 'picture') return [{ store: 'media', ref: `grievances/${id}` }];
    if (kind === 'pdf' && ref) return [{ store: 'objects', ref }];
    return [];
  });
}
