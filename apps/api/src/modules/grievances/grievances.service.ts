// Complaints to the grievance officer (docs/decisions/grievances.md): filed by a signed-in
// shopper about their own order, a seller, a product or the site, with an optional picture or
// PDF; acknowledged at once with a ticket number by SMS and e-mail; answered, assigned and closed
// in the back office, each change audited in its own transaction. A seller reaches only tickets
// naming them; another's is answered as missing.
import type {
  BackOfficeGrievance,
  EntityDetails,
  EntitySettingsBody,
  GrievancePublic,
  GrievanceSubject,
} from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import { formatDateIn } from '@haat/india';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { removeWrittenFolder } from '../../lib/object-store.ts';
import { storePictureFiles } from '../../lib/picture-files.ts';
import type { SmsSender } from '../../lib/sms/index.ts';
import type { Storage } from '../../lib/storage.ts';
import type { BackOfficeScope } from '../../plugins/auth.ts';
import { audit } from '../admin/index.ts';
import type { NoticeEmailSender } from '../email/index.ts';
import { grievanceDeadlines, isOverdue, newTicketNumber } from './grievance-clocks.ts';
import { composeAcknowledgement } from './grievance-texts.ts';
import {
  deleteEntitySettings,
  insertGrievance,
  insertGrievanceMessage,
  selectCustomerContact,
  selectEntitySettings,
  selectGrievance,
  selectGrievanceByTicket,
  selectGrievanceMessages,
  selectGrievancePage,
  selectGrievanceWithCustomer,
  selectOwnOrderSellers,
  selectProductSeller,
  sellerExists,
  updateGrievance,
  upsertEntitySettings,
  type EntitySettingsRow,
  type GrievanceMessageRow,
  type GrievanceRow,
} from './grievances.repository.ts';

export interface GrievanceDependencies {
  db: Database;
  clock: Clock;
  storage: Storage;
  sms: SmsSender;
  sendEmail: NoticeEmailSender;
  /** PUBLIC_URL, for the status page's link in the acknowledgement; relative without one. */
  siteUrl: string | undefined;
  log?: { warn(detail: object, message: string): void };
}

// ---- The entity's details ----

const EMPTY_SETTINGS = {
  legalName: '',
  registeredAddress: '',
  contactEmail: '',
  contactPhone: '',
  officerName: '',
  officerDesignation: '',
  officerEmail: '',
  officerPhone: '',
  officerAddress: '',
};

function toEntityDetails(row: Omit<EntitySettingsRow, 'id' | 'updatedAt'>): EntityDetails {
  return {
    legalName: row.legalName,
    registeredAddress: row.registeredAddress,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    officer: {
      name: row.officerName,
      designation: row.officerDesignation,
      email: row.officerEmail,
      phone: row.officerPhone,
      address: row.officerAddress,
    },
  };
}

export async function readEntityDetails(db: Database): Promise<EntityDetails> {
  return toEntityDetails((await selectEntitySettings(db)) ?? EMPTY_SETTINGS);
}

/** The names of the details still empty: a real shop's start and `doctor` warn of them. */
export async function missingEntityDetails(db: Executor): Promise<string[]> {
  const row = (await selectEntitySettings(db)) ?? EMPTY_SETTINGS;
  const labels: Record<keyof typeof EMPTY_SETTINGS, string> = {
    legalName: 'legal name',
    registeredAddress: 'registered address',
    contactEmail: 'contact e-mail',
    contactPhone: 'contact phone',
    officerName: "grievance officer's name",
    officerDesignation: "grievance officer's designation",
    officerEmail: "grievance officer's e-mail",
    officerPhone: "grievance officer's phone",
    officerAddress: "grievance officer's address",
  };
  return (Object.keys(labels) as Array<keyof typeof labels>)
    .filter((key) => row[key].trim() === '')
    .map((key) => labels[key]);
}

function settingsValues(body: EntitySettingsBody) {
  return {
    legalName: body.legalName,
    registeredAddress: body.registeredAddress,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    officerName: body.officer.name,
    officerDesignation: body.officer.designation,
    officerEmail: body.officer.email,
    officerPhone: body.officer.phone,
    officerAddress: body.officer.address,
  };
}

/** The demo's removal empties them: the demo's company is not the shop's. */
export async function clearEntitySettings(db: Executor): Promise<void> {
  await deleteEntitySettings(db);
}

/** The demo seed's and a test's way to fill them, without an audit row. */
export async function writeEntitySettings(
  db: Database,
  body: EntitySettingsBody,
  now: Date,
): Promise<void> {
  await upsertEntitySettings(db, { ...settingsValues(body), updatedAt: now });
}

export async function saveEntitySettingsAudited(
  deps: { db: Database; clock: Clock },
  actor: `admin:${string}`,
  body: EntitySettingsBody,
): Promise<EntityDetails> {
  const now = deps.clock.now();
  await transactWithRetry(deps.db, async (tx) => {
    const before = await selectEntitySettings(tx);
    await upsertEntitySettings(tx, { ...settingsValues(body), updatedAt: now });
    await audit(tx, {
      actor,
      action: 'entity-settings.save',
      target: 'entity',
      details: { before: before ? toEntityDetails(before) : null, after: body },
      at: now,
    });
  });
  return readEntityDetails(deps.db);
}

// ---- Filing ----

const PDF_MAGIC = Buffer.from('%PDF-');

/** A PDF by its content: it starts %PDF- and carries an end-of-file marker near its end. */
export function looksLikePdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || !bytes.subarray(0, 5).equals(PDF_MAGIC)) return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');
}

async function sellersConcerned(
  db: Database,
  input: { customerId: string; about: GrievanceSubject; subjectId: string | undefined },
): Promise<string[]> {
  const id = input.subjectId ?? '';
  switch (input.about) {
    case 'site':
      return [];
    case 'order': {
      // Another shopper's order is answered as missing: nothing of it is told.
      const sellers = await selectOwnOrderSellers(db, input.customerId, id);
      if (!sellers) throw notFound('Order');
      return sellers;
    }
    case 'product': {
      const seller = await selectProductSeller(db, id);
      if (!seller) throw notFound('Product');
      return [seller];
    }
    case 'seller':
      if (!(await sellerExists(db, id))) throw notFound('Seller');
      return [id];
  }
}

interface StoredAttachment {
  kind: 'picture' | 'pdf';
  ref: string;
  undo(): Promise<void>;
}

/** A picture (checked and re-encoded as the catalogue's) or a PDF; anything else is refused. */
async function storeAttachment(
  storage: Storage,
  grievanceId: string,
  bytes: Buffer,
): Promise<StoredAttachment> {
  const folder = `grievances/${grievanceId}`;
  if (looksLikePdf(bytes)) {
    const key = `${folder}/attachment.pdf`;
    await storage.objects.put(key, bytes);
    return { kind: 'pdf', ref: key, undo: () => storage.objects.remove(key) };
  }
  try {
    const stored = await storePictureFiles(storage.media, folder, bytes);
    return {
      kind: 'picture',
      ref: stored.url,
      undo: () => removeWrittenFolder(storage.media, folder),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA') {
      throw new AppError(
        'UNSUPPORTED_MEDIA',
        'Attach a picture (JPEG, PNG or WebP) or a PDF; that file is neither.',
      );
    }
    throw error;
  }
}

export async function fileGrievance(
  deps: GrievanceDependencies,
  input: {
    customerId: string;
    about: GrievanceSubject;
    subjectId: string | undefined;
    text: string;
    attachment: Buffer | undefined;
    language: LanguageCode;
  },
): Promise<GrievancePublic> {
  const { db } = deps;
  const contact = await selectCustomerContact(db, input.customerId);
  if (!contact) throw notFound('Customer');
  const subjectId = input.about === 'site' ? undefined : input.subjectId;
  const sellerIds = await sellersConcerned(db, { ...input, subjectId });
  const id = newId('grv');
  const stored = input.attachment
    ? await storeAttachment(deps.storage, id, input.attachment)
    : null;
  const filedAt = deps.clock.now();
  const row: GrievanceRow = {
    id,
    ticket: newTicketNumber(),
    customerId: input.customerId,
    subjectKind: input.about,
    subjectId: subjectId ?? null,
    sellerIds,
    text: input.text,
    attachmentKind: stored?.kind ?? null,
    attachmentRef: stored?.ref ?? null,
    status: 'open',
    assignedTo: null,
    resolution: null,
    mobileLast4: contact.mobile.slice(-4),
    language: input.language,
    filedAt,
    ...grievanceDeadlines(filedAt),
    // The answer that carries the ticket number is the acknowledgement; the SMS and e-mail
    // below repeat it.
    acknowledgedAt: filedAt,
    closedAt: null,
  };
  try {
    await insertGrievance(db, row);
  } catch (error) {
    await stored?.undo();
    throw error;
  }
  await acknowledge(deps, row, contact);
  return toPublic(row, []);
}

/** The SMS and the e-mail, sent now; a provider's failure is logged and never undoes the filing. */
async function acknowledge(
  deps: GrievanceDependencies,
  row: GrievanceRow,
  contact: { firstName: string; mobile: string; email: string },
): Promise<void> {
  const entity = await readEntityDetails(deps.db);
  const language: LanguageCode = row.language === 'hi' ? 'hi' : 'en';
  const statusPath = `${language === 'hi' ? '/hi' : ''}/grievance/status?ticket=${row.ticket}`;
  const message = composeAcknowledgement(language, {
    ticket: row.ticket,
    name: contact.firstName,
    resolveBy: formatDateIn(language, 'day', row.resolveDueAt),
    statusUrl: `${(deps.siteUrl ?? '').replace(/\/+$/, '')}${statusPath}`,
    officer: entity.officer,
  });
  const sends = [
    deps.sms.send(contact.mobile, message.sms, {
      kind: 'grievance',
      variables: { ticket: row.ticket, resolve_by: formatDateIn('en', 'day', row.resolveDueAt) },
    }),
    deps.sendEmail({
      id: `${row.id}-ack`,
      kind: 'grievance',
      to: contact.email,
      subject: message.subject,
      text: message.email,
    }),
  ];
  const results = await Promise.allSettled(sends);
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      deps.log?.warn(
        {
          grievance: row.id,
          channel: index === 0 ? 'sms' : 'email',
          reason: String(result.reason),
        },
        `the acknowledgement of ${row.ticket} was not sent`,
      );
    }
  }
}

// ---- Views ----

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function answersOf(messages: GrievanceMessageRow[]) {
  return messages.map((message) => ({
    from: message.author.startsWith('seller:') ? ('seller' as const) : ('operator' as const),
    body: message.body,
    at: message.createdAt.toISOString(),
  }));
}

function toPublic(row: GrievanceRow, messages: GrievanceMessageRow[]): GrievancePublic {
  return {
    ticket: row.ticket,
    about: row.subjectKind as GrievanceSubject,
    status: row.status as GrievancePublic['status'],
    resolution: row.resolution,
    answers: answersOf(messages),
    filedAt: row.filedAt.toISOString(),
    ackDueAt: row.ackDueAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    resolveDueAt: row.resolveDueAt.toISOString(),
    closedAt: iso(row.closedAt),
  };
}

/**
 * The public status page: the ticket and the last four digits of the mobile it was filed with.
 * A wrong pair is answered as missing, the same as an unknown ticket.
 */
export async function readGrievanceStatus(
  db: Database,
  ticket: string,
  last4: string,
): Promise<GrievancePublic> {
  const row = await selectGrievanceByTicket(db, ticket);
  if (!row || row.mobileLast4 !== last4) throw notFound('Ticket');
  return toPublic(row, await selectGrievanceMessages(db, [row.id]));
}

function toBackOffice(
  row: GrievanceRow & { customerName: string },
  messages: GrievanceMessageRow[],
  now: Date,
): BackOfficeGrievance {
  return {
    ...toPublic(row, messages),
    grievanceID: row.id,
    subjectID: row.subjectId,
    text: row.text,
    customerName: row.customerName,
    assignedTo: row.assignedTo,
    attachment:
      row.attachmentKind === 'picture'
        ? { kind: 'picture', url: row.attachmentRef }
        : row.attachmentKind === 'pdf'
          ? { kind: 'pdf', url: null }
          : null,
    overdue: isOverdue(row, now),
    messages: messages.map((message, index) => ({
      ...answersOf([message])[0]!,
      author: messages[index]!.author,
    })),
  };
}

const sellerFilter = (scope: BackOfficeScope) =>
  scope.role === 'seller' ? { sellerId: scope.sellerId } : {};

export async function listGrievances(
  deps: { db: Database; clock: Clock },
  scope: BackOfficeScope,
  query: { status?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const { rows, total } = await selectGrievancePage(deps.db, {
    ...sellerFilter(scope),
    ...(query.status ? { status: query.status } : {}),
    page,
    pageSize,
  });
  const messages = await selectGrievanceMessages(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = deps.clock.now();
  return {
    items: rows.map((row) =>
      toBackOffice(
        row,
        messages.filter((message) => message.grievanceId === row.id),
        now,
      ),
    ),
    total,
    page,
    pageSize,
  };
}

/** The ticket as the caller may see it: a seller's only when it names them. */
function visibleTo(scope: BackOfficeScope, row: GrievanceRow | undefined): GrievanceRow {
  if (!row) throw notFound('Ticket');
  if (scope.role === 'seller' && !row.sellerIds.includes(scope.sellerId)) throw notFound('Ticket');
  return row;
}

export async function findGrievanceFor(
  deps: { db: Database; clock: Clock },
  scope: BackOfficeScope,
  grievanceId: string,
): Promise<BackOfficeGrievance> {
  const row = await selectGrievanceWithCustomer(deps.db, grievanceId);
  visibleTo(scope, row);
  return toBackOffice(
    row!,
    await selectGrievanceMessages(deps.db, [grievanceId]),
    deps.clock.now(),
  );
}

export async function readGrievanceAttachment(
  deps: { db: Database; storage: Storage },
  scope: BackOfficeScope,
  grievanceId: string,
): Promise<Buffer> {
  const row = visibleTo(scope, await selectGrievance(deps.db, grievanceId));
  if (row.attachmentKind !== 'pdf' || !row.attachmentRef) throw notFound('Attachment');
  const stored = await deps.storage.objects.get(row.attachmentRef);
  if (!stored) throw notFound('Attachment');
  return stored.bytes;
}

const CLOSED_REFUSAL = 'This ticket is closed; its resolution stands.';

type Change =
  | { kind: 'assign'; assignee: string }
  | { kind: 'answer'; body: string }
  | { kind: 'close'; resolution: string };

/** One change of a ticket with its audit row, in one transaction on the locked row. */
export async function changeGrievance(
  deps: { db: Database; clock: Clock },
  scope: BackOfficeScope,
  grievanceId: string,
  change: Change,
): Promise<BackOfficeGrievance> {
  const now = deps.clock.now();
  await transactWithRetry(deps.db, async (tx) => {
    const row = visibleTo(scope, await selectGrievance(tx, grievanceId, { forUpdate: true }));
    if (row.status === 'closed') throw new AppError('CONFLICT', CLOSED_REFUSAL);
    const before = { status: row.status, assignedTo: row.assignedTo };
    if (change.kind === 'assign') {
      await updateGrievance(tx, row.id, {
        assignedTo: change.assignee === '' ? null : change.assignee,
        status: change.assignee === '' ? row.status : 'in-progress',
      });
    } else if (change.kind === 'answer') {
      await insertGrievanceMessage(tx, {
        id: newId('gvm'),
        grievanceId: row.id,
        author: scope.actor,
        body: change.body,
        createdAt: now,
      });
      await updateGrievance(tx, row.id, { status: 'in-progress' });
    } else {
      await updateGrievance(tx, row.id, {
        status: 'closed',
        resolution: change.resolution,
        closedAt: now,
      });
    }
    await audit(tx, {
      actor: scope.actor,
      action: `grievance.${change.kind}`,
      target: row.ticket,
      details: { before, change },
      at: now,
    });
  });
  return findGrievanceFor(deps, scope, grievanceId);
}
