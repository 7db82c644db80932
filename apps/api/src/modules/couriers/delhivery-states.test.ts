// Delhivery's statuses (StatusType UD/DL/RT with the Status name) map onto our parcel states once
// each: a UD Pending with an EOD-… code is a failed attempt, any other Pending is still on its way;
// its scans and pushes are read in India's time; a status not in the table moves nothing.
import { describe, expect, it } from 'vitest';
import { delhiveryScanOf, nextPickupSlot, parseDelhiveryTime } from './delhivery.ts';
import { DELHIVERY_STATUSES, delhiveryCodeOf, stateOfCode } from './tracking-states.ts';

const stateOf = (type: string, status: string, code = '') =>
  stateOfCode('delhivery', delhiveryCodeOf(type, status, code));

describe("Delhivery's statuses", () => {
  it('maps each status kind onto ours', () => {
    expect(stateOf('UD', 'Manifested')).toBeNull();
    expect(stateOf('UD', 'Not Picked')).toBeNull();
    expect(stateOf('UD', 'Picked Up')).toBe('picked-up');
    expect(stateOf('UD', 'In Transit')).toBe('in-transit');
    expect(stateOf('UD', 'Pending', 'X-DDD3FD')).toBe('in-transit');
    expect(stateOf('UD', 'Pending', 'EOD-74')).toBe('failed-attempt');
    expect(stateOf('UD', 'Dispatched')).toBe('out-for-delivery');
    expect(stateOf('DL', 'Delivered')).toBe('delivered');
    expect(stateOf('RT', 'In Transit')).toBe('rto');
    expect(stateOf('RT', 'Pending', 'EOD-74')).toBe('rto');
    expect(stateOf('RT', 'Dispatched')).toBe('rto');
    expect(stateOf('DL', 'RTO')).toBe('rto-delivered');
    expect(stateOf('CN', 'Canceled')).toBeNull();
    expect(delhiveryCodeOf('UD', 'Lost', '')).toBe(0);
    expect(stateOfCode('delhivery', 0)).toBeNull();
  });

  it('lists each status once, under its own code', () => {
    const codes = DELHIVERY_STATUSES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    const keys = DELHIVERY_STATUSES.map((e) => `${e.type}/${e.status}/${e.ndr ?? false}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Shiprocket's codes are not Delhivery's: code 7 is Delivered there, a failed attempt here.
    expect(stateOfCode('shiprocket', 7)).toBe('delivered');
    expect(stateOfCode('delhivery', 7)).toBe('failed-attempt');
  });

  it("reads a scan in India's time, with its instructions and NSL code", () => {
    expect(parseDelhiveryTime('2019-01-09T17:10:42.767')?.toISOString()).toBe(
      '2019-01-09T11:40:42.767Z',
    );
    expect(parseDelhiveryTime('yesterday')).toBeNull();
    expect(
      delhiveryScanOf({
        StatusDateTime: '2026-11-21T18:00:00',
        StatusType: 'UD',
        Status: 'Pending',
        StatusLocation: 'Jaipur_DC (Rajasthan)',
        Instructions: 'Consignee unavailable',
        StatusCode: 'EOD-11',
      }),
    ).toEqual({
      at: new Date('2026-11-21T12:30:00.000Z'),
      statusCode: 7,
      statusLabel: 'UD Pending',
      activity: 'Consignee unavailable · EOD-11',
      location: 'Jaipur_DC (Rajasthan)',
    });
  });

  it('asks for a pickup today at 14:00 in India before noon, else tomorrow', () => {
    expect(nextPickupSlot(new Date('2026-11-20T06:00:00Z')).toISOString()).toBe(
      '2026-11-20T08:30:00.000Z',
    );
    expect(nextPickupSlot(new Date('2026-11-20T06:31:00Z')).toISOString()).toBe(
      '2026-11-21T08:30:00.000Z',
    );
  });
});
