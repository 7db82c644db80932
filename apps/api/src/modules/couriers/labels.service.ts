// Labels many at once (docs/decisions/couriers.md, "Labels, manifest, pickup day"): the kept label
// PDFs of several booked parcels as one PDF. A seller names only their own parcels, the operator
// any; one AWB that is not theirs (or not booked, or without a kept label) refuses the whole list.
import { AppError } from '../../lib/app-error.ts';
import { labelKeyOf, type BookingDependencies } from './booking.service.ts';
import { selectBookedByAwbs } from './couriers.repository.ts';
import { mergePdfs } from './pdf-merge.ts';

/** How many labels one PDF holds at most (a day's parcels of a busy seller). */
export const LABELS_AT_ONCE_MAX = 100;

export async function printLabels(
  deps: BookingDependencies,
  input: { awbs: readonly string[]; sellerId: string | null },
): Promise<{ pdf: Buffer; count: number }> {
  const awbs = [...new Set(input.awbs)];
  const rows = await selectBookedByAwbs(deps.db, awbs);
  const files: Buffer[] = [];
  for (const awb of awbs) {
    const row = rows.find(
      ({ shipment }) =>
        shipment.awb === awb && (input.sellerId === null || shipment.sellerId === input.sellerId),
    )?.shipment;
    if (!row)
      throw new AppError(
        'NOT_FOUND',
        input.sellerId
          ? `AWB ${awb} is not one of your booked parcels: nothing was printed.`
          : `No booked parcel has AWB ${awb}: nothing was printed.`,
      );
    const stored = await deps.objects.get(labelKeyOf(row.id));
    if (!stored)
      throw new AppError(
        'NOT_FOUND',
        `The label of AWB ${awb} is not kept: print it from its order page. Nothing was printed.`,
      );
    files.push(stored.bytes);
  }
  return { pdf: await mergePdfs(files, `Labels: ${awbs.join(', ')}`), count: files.length };
}
