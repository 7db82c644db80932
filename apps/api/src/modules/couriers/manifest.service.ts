// A seller's pickup (docs/decisions/couriers.md, "Labels, manifest, pickup day"): the day it is
// moved to, and the manifest the courier's pickup agent signs for the day's parcels. Shiprocket's
// API makes its own (manifests/generate once per shipment, manifests/print for the PDF);
// Delhivery's has none, so the shop draws one: each parcel's AWB, reference, weight and cash to
// collect, and a line for the agent's signature. One PDF holds the day's manifest of each courier.
import { formatIsoDateIst } from '@haat/india';
import { AppError, notFound } from '../../lib/app-error.ts';
import { courierPort, pickupOf, type BookingProvider } from './account.service.ts';
import { PROVIDER_NAMES, type BookingDependencies } from './booking.service.ts';
import { CourierError } from './courier-port.ts';
import {
  markManifested,
  selectPickupParcels,
  selectShipmentOfPart,
  updateShipment,
  type CourierShipmentRow,
} from './couriers.repository.ts';
import { mergePdfs } from './pdf-merge.ts';
import { checkPickupDay } from './pickup-day.ts';

const PROVIDERS: readonly BookingProvider[] = ['shiprocket', 'delhivery'];

function courierFailed(error: unknown, provider: BookingProvider): never {
  if (error instanceof CourierError) {
    if (error.kind === 'unavailable')
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `${error.message}. Try again in a minute: nothing was changed twice.`,
      );
    throw new AppError('CONFLICT', error.message);
  }
  throw error instanceof Error ? error : new Error(`${PROVIDER_NAMES[provider]} failed`);
}

/** Moves a booked parcel's pickup to another day, before the courier has it. */
export async function movePickup(
  deps: BookingDependencies,
  input: { orderId: string; sellerId: string; pickupDate: string },
): Promise<CourierShipmentRow> {
  const day = checkPickupDay(input.pickupDate, deps.clock.now())!;
  const row = await selectShipmentOfPart(deps.db, input.orderId, input.sellerId);
  if (!row || row.status !== 'booked' || !row.providerShipmentId) throw notFound('Booking');
  if (row.trackingState !== 'booked')
    throw new AppError('CONFLICT', 'The courier has the parcel already; its pickup is over.');
  const provider = row.provider as BookingProvider;
  const port = await courierPort(deps, provider);
  if (!port) throw new AppError('CONFLICT', `The shop has no ${PROVIDER_NAMES[provider]} account.`);
  let booked;
  try {
    booked = await port.schedulePickup(row.providerShipmentId, day);
  } catch (error) {
    courierFailed(error, provider);
  }
  const now = deps.clock.now();
  return updateShipment(deps.db, row.id, {
    pickupDay: day,
    pickupScheduledAt: booked.scheduledAt ?? new Date(`${day}T10:00:00+05:30`),
    pickupToken: booked.token ?? row.pickupToken,
    updatedAt: now,
  });
}

/** The seller's manifest for a pickup day (today's by default): one PDF, a part per courier. */
export async function readManifest(
  deps: BookingDependencies,
  input: { sellerId: string; shopName: string; day: string | undefined },
): Promise<{ day: string; pdf: Buffer; count: number }> {
  const day = input.day ?? formatIsoDateIst(deps.clock.now());
  const files: Buffer[] = [];
  let count = 0;
  for (const provider of PROVIDERS) {
    const parcels = await selectPickupParcels(deps.db, input.sellerId, provider, day);
    if (parcels.length === 0) continue;
    count += parcels.length;
    const port = await courierPort(deps, provider);
    const pickup = await pickupOf(deps, provider);
    if (!port || !pickup)
      throw new AppError('CONFLICT', `The shop has no ${PROVIDER_NAMES[provider]} account.`);
    if (!port.manifest) {
      files.push(
        await drawManifest({
          courier: PROVIDER_NAMES[provider],
          shopName: input.shopName,
          pickupLocation: pickup.location,
          day,
          parcels,
        }),
      );
      continue;
    }
    try {
      const fresh = parcels.filter((parcel) => parcel.manifestedAt === null);
      if (fresh.length > 0) {
        await port.manifest.generate(fresh.map((parcel) => parcel.providerShipmentId!));
        await markManifested(
          deps.db,
          fresh.map((parcel) => parcel.id),
          deps.clock.now(),
        );
      }
      const url = await port.manifest.print(parcels.map((parcel) => parcel.providerOrderId!));
      files.push(await port.fetchLabel(url));
    } catch (error) {
      courierFailed(error, provider);
    }
  }
  if (count === 0)
    throw new AppError('NOT_FOUND', `None of your parcels is booked for pickup on ${day}.`);
  return { day, pdf: await mergePdfs(files, `Manifest ${day}`), count };
}

const rupees = (paise: number) =>
  `Rs ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The shop's own manifest of a courier's pickup (the courier's API makes none). */
async function drawManifest(input: {
  courier: string;
  shopName: string;
  pickupLocation: string;
  day: string;
  parcels: CourierShipmentRow[];
}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${input.courier} manifest ${input.day}`, Creator: 'Haat' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(`${input.courier} pickup manifest`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`Seller: ${input.shopName}`);
  doc.text(`Pickup address: ${input.pickupLocation}`);
  doc.text(`Pickup day: ${input.day}`);
  doc.text(`Parcels: ${input.parcels.length}`);
  doc.moveDown();
  const columns = [
    { title: '#', x: 40, width: 24 },
    { title: 'AWB', x: 64, width: 110 },
    { title: 'Reference', x: 174, width: 190 },
    { title: 'Weight', x: 364, width: 60 },
    { title: 'COD to collect', x: 424, width: 130 },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width, lineBreak: false });
    });
    doc.x = 40;
    doc.y = y + 16;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  let codTotal = 0;
  input.parcels.forEach((parcel, index) => {
    codTotal += parcel.codPaise ?? 0;
    row([
      String(index + 1),
      parcel.awb ?? '',
      parcel.channelOrderId,
      parcel.weightGrams === null ? '-' : `${(parcel.weightGrams / 1000).toFixed(3)} kg`,
      parcel.codPaise ? rupees(parcel.codPaise) : 'Prepaid',
    ]);
  });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`Cash to collect in all: ${rupees(codTotal)}`, 40);
  doc.moveDown(3);
  doc.font('Helvetica').text(`Received ${input.parcels.length} parcels.`, 40);
  doc.moveDown(2);
  doc.text('Pickup agent: name ______________________  signature ______________________', 40);
  doc.moveDown(1.5);
  doc.text('Date and time ______________________', 40);
  doc.end();
  return done;
}
