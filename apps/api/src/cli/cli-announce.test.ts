import { describe, expect, it } from 'vitest';
import { CATALOG_CHANNEL } from '../modules/catalog/index.ts';
import { SESSIONS_CHANNEL } from '../lib/session-versions.ts';
import type { OperatorActions } from '../modules/admin/index.ts';
import { announceWrites } from './cli-announce.ts';

/** Actions that answer their own name, or fail when told to. */
function fakeActions(failing: Set<string> = new Set()): OperatorActions {
  const names = [
    'listOrders',
    'advanceOrder',
    'setOrderState',
    'setStock',
    'createCoupon',
    'approveSeller',
    'importCatalog',
    'exportCatalog',
    'createAdmin',
  ];
  return Object.fromEntries(
    names.map((name) => [
      name,
      async () => {
        if (failing.has(name)) throw new Error(`${name} refused`);
        return name;
      },
    ]),
  ) as unknown as OperatorActions;
}

describe("the CLI's writes announced to the running servers", () => {
  it('each write announces what it changes, once it is done; reads announce nothing', async () => {
    const sent: string[][] = [];
    const actions = announceWrites(
      fakeActions(),
      async (channels) => {
        sent.push([...channels]);
      },
      () => undefined,
    );
    const calls = {
      listOrders: () => actions.listOrders({}),
      exportCatalog: () => actions.exportCatalog(),
      setStock: () => actions.setStock({ productID: 'p_1', stock: 3 }),
      approveSeller: () => actions.approveSeller('sel_1'),
      importCatalog: () =>
        actions.importCatalog({ csv: Buffer.from(''), files: new Map(), dryRun: false }),
      advanceOrder: () => actions.advanceOrder('OD1'),
    };
    const announced: Record<string, string[][]> = {};
    for (const [name, call] of Object.entries(calls)) {
      sent.length = 0;
      expect(await call()).toBe(name);
      announced[name] = [...sent];
    }
    expect(announced).toEqual({
      listOrders: [],
      exportCatalog: [],
      setStock: [[CATALOG_CHANNEL]],
      approveSeller: [[CATALOG_CHANNEL, SESSIONS_CHANNEL]],
      importCatalog: [[CATALOG_CHANNEL]],
      advanceOrder: [[CATALOG_CHANNEL]],
    });
  });

  it('a failed write still announces (part of it may have committed) and fails as it did', async () => {
    const sent: string[][] = [];
    const actions = announceWrites(
      fakeActions(new Set(['importCatalog'])),
      async (channels) => {
        sent.push([...channels]);
      },
      () => undefined,
    );
    await expect(
      actions.importCatalog({ csv: Buffer.from(''), files: new Map(), dryRun: false }),
    ).rejects.toThrow('importCatalog refused');
    expect(sent).toEqual([[CATALOG_CHANNEL]]);
  });

  it('a notice that cannot be sent is reported, and the write still succeeds', async () => {
    const reported: unknown[] = [];
    const actions = announceWrites(
      fakeActions(),
      async () => {
        throw new Error('connection lost');
      },
      (error) => reported.push(error),
    );
    expect(await actions.setStock({ productID: 'p_1', stock: 3 })).toBe('setStock');
    expect(reported).toEqual([new Error('connection lost')]);
  });
});
