import { describe, expect, it } from 'vitest';
import { UsageError, normaliseShippingState, parseCliArguments } from './cli-arguments.ts';
import { formatTable } from './cli-output.ts';
import { serverBaseUrl } from '../lib/server-file.ts';

describe('reading a command', () => {
  it.each([
    [['help'], { name: 'help' }],
    [['order:list', '--help'], { name: 'help' }],
    [['create-admin', 'Ops@Haat.in'], { name: 'create-admin', email: 'ops@haat.in' }],
    [['operator:create'], { name: 'operator:create' }],
    [
      ['operator:create', '--email', 'Owner@Shop.in', '--password-file', '/run/pw'],
      { name: 'operator:create', email: 'owner@shop.in', passwordFile: '/run/pw' },
    ],
    [['operator:create', 'owner@shop.in'], { name: 'operator:create', email: 'owner@shop.in' }],
    [['order:list'], { name: 'order:list', query: {} }],
    [
      ['order:list', '--status', 'out-for-delivery', '--limit=5'],
      { name: 'order:list', query: { status: 'Out for delivery', limit: 5 } },
    ],
    [['order:advance', 'OD100000000001'], { name: 'order:advance', orderId: 'OD100000000001' }],
    [
      ['order:set', 'OD1', 'Out', 'for', 'delivery'],
      { name: 'order:set', orderId: 'OD1', state: 'Out for delivery' },
    ],
    [
      ['order:set', 'OD1', 'canceled', '--reason', 'Out of stock'],
      { name: 'order:set', orderId: 'OD1', state: 'Cancelled', reason: 'Out of stock' },
    ],
    [['stock:set', 'p1', '12'], { name: 'stock:set', body: { productID: 'p1', stock: 12 } }],
    [
      ['stock:set', 'p1', '--color', 'c1', '--size', 's1', '0'],
      { name: 'stock:set', body: { productID: 'p1', colorID: 'c1', sizeID: 's1', stock: 0 } },
    ],
    [
      [
        'coupon:create',
        'diwali25',
        '--percent',
        '25',
        '--max',
        '500',
        '--min',
        '999',
        '--from',
        '2026-10-20',
        '--to',
        '2026-10-31',
        '--uses',
        '100',
      ],
      {
        name: 'coupon:create',
        body: {
          code: 'diwali25',
          kind: 'percent',
          value: 25,
          maxDiscount: 500,
          minOrder: 999,
          startsAt: '2026-10-20',
          endsAt: '2026-10-31',
          maxUses: 100,
        },
      },
    ],
    [
      ['coupon:create', 'FLAT50', '--flat', '50', '--per-customer', '3'],
      {
        name: 'coupon:create',
        body: { code: 'FLAT50', kind: 'flat', value: 50, maxUsesPerCustomer: 3 },
      },
    ],
    [['seller:approve', 'sel_1'], { name: 'seller:approve', sellerId: 'sel_1' }],
    [['settle'], { name: 'settle' }],
    [['doctor'], { name: 'doctor' }],
    [
      ['doctor', '--send', '--mobile', '9876543210', '--email', 'Ops@Haat.in'],
      { name: 'doctor', send: { mobile: '9876543210', email: 'ops@haat.in' } },
    ],
    [
      ['doctor', '--send', '--mobile=9876543210'],
      { name: 'doctor', send: { mobile: '9876543210' } },
    ],
  ])('%j', (argv, expected) => {
    expect(parseCliArguments(argv)).toEqual(expected);
  });
});

describe('usage errors', () => {
  it.each([
    [[], 'Say which command to run.'],
    [['order:shred'], "Unknown command 'order:shred'."],
    [['operator:create', '--password', 'Secret-123'], 'never takes a password on the command line'],
    [['operator:create', '--password=Secret-123'], 'never takes a password on the command line'],
    [['operator:create', 'owner@shop.in', 'Secret-123'], 'never takes a password on the command'],
    [['operator:create', '--email', 'not-an-email'], '--email:'],
    [['order:list', '--colour', 'red'], 'Unknown option --colour.'],
    [['order:list', '--status'], '--status needs a value.'],
    [['order:list', '--status', 'Lost'], "Unknown state 'Lost'."],
    [['order:list', '--limit', '9000'], '--limit:'],
    [['order:advance'], 'order:advance takes <orderID>.'],
    [['order:set', 'OD1'], 'order:set takes <orderID> <state>.'],
    [['stock:set', 'p1'], 'stock:set takes <productID> <n>.'],
    [['stock:set', 'p1', 'ten'], "<n> needs a number, got 'ten'."],
    [['stock:set', 'p1', '-3'], '<n>: Stock cannot be negative.'],
    [['stock:set', 'p1', '2.5'], '<n>: Enter a whole number of pieces.'],
    [
      ['stock:set', 'p1', '--color', 'c1', '4'],
      '--color/--size: Give both a colour and a size, or neither.',
    ],
    [['coupon:create', 'SAVE10'], 'needs exactly one of --flat'],
    [['coupon:create', 'SAVE10', '--flat', '10', '--percent', '5'], 'needs exactly one of --flat'],
    [
      ['coupon:create', 'SAVE10', '--percent', '95'],
      '--flat/--percent: Use a whole percent from 1 to 90.',
    ],
    [['coupon:create', 'S-1', '--flat', '10'], '<code>: Use 4 to 20 letters A-Z and digits.'],
    [
      ['coupon:create', 'SAVE10', '--flat', '10', '--to', '31-12-2026'],
      '--to: Use a date like 2026-03-31.',
    ],
    [['coupon:create', 'SAVE10', '--flat', '10', '--flat', '20'], '--flat is given twice.'],
    [['create-admin', 'not-an-email'], '<email>: Enter a valid e-mail address.'],
    [['settle', 'now'], 'settle takes options only.'],
    [['doctor', '--send'], 'doctor --send needs --mobile <n>, --email <address> or both.'],
    [['doctor', '--mobile', '9876543210'], '--mobile and --email say where --send sends'],
    [['doctor', '--send', '--mobile', '12345'], '--mobile:'],
    [['doctor', 'now'], 'doctor takes options only.'],
  ])('%j is refused', (argv, message) => {
    expect(() => parseCliArguments(argv)).toThrow(UsageError);
    expect(() => parseCliArguments(argv)).toThrow(message);
  });
});

describe('state names', () => {
  it.each([
    ['placed', 'Placed'],
    ['OUT-FOR-DELIVERY', 'Out for delivery'],
    ['out_for_delivery', 'Out for delivery'],
    ['Out for delivery', 'Out for delivery'],
    ['cancelled', 'Cancelled'],
  ])('%s is %s', (text, state) => {
    expect(normaliseShippingState(text)).toBe(state);
  });
});

describe('output and server address', () => {
  it('pads columns and right-aligns the amounts', () => {
    expect(
      formatTable(
        ['ID', 'PAYABLE'],
        [
          ['a', '₹5.00'],
          ['bbb', '₹1,234.00'],
        ],
        new Set([1]),
      ),
    ).toBe(['ID     PAYABLE', '---  ---------', 'a        ₹5.00', 'bbb  ₹1,234.00'].join('\n'));
  });

  it('reaches a server bound to every address through the loopback', () => {
    expect(serverBaseUrl({ pid: 1, port: 3000, host: '0.0.0.0', startedAt: '' })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(serverBaseUrl({ pid: 1, port: 3000, host: '10.0.0.5', startedAt: '' })).toBe(
      'http://10.0.0.5:3000',
    );
  });
});
