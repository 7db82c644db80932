import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';

/** GET /public/order/:trakingid — progress, items and the city; nothing personal. No login. */
const trackOrderCall = defineCall(paths.trackOrder);

/** The order behind a tracking link, fetched by the page's loader (in process on the server). */
export async function fetchTrackedOrder(trakingid: string, transport?: Transport) {
  const answer = await callContract(trackOrderCall, { params: { trakingid }, fetch: transport });
  return answer.data;
}

export type TrackedOrder = Awaited<ReturnType<typeof fetchTrackedOrder>>;
