// The simulated Route's linked accounts (route-simulation.ts): "Create a Linked Account" (an
// Idempotency-Key answers the account it made; an email used once is refused), its stakeholder,
// the route product and its settlement bank account, as Razorpay documents them
// (docs/decisions/route-payouts.md).
import {
  bad,
  collection,
  newEntityId,
  routeError,
  type SimulatedAccount,
  type SimulatedAnswer,
} from './route-simulation-entities.ts';
import type { SimulationState } from './route-simulation-state.ts';

export function createSimulatedAccounts(state: SimulationState, adoptUnknown: boolean) {
  const { accounts } = state;

  /** An account id the sandbox no longer knows (made before it kept its records): taken as linked. */
  function adoptAccount(id: string): SimulatedAccount | undefined {
    if (!adoptUnknown || !id.startsWith('acc_')) return undefined;
    const account: SimulatedAccount = {
      id,
      referenceId: '',
      email: `${id}@sandbox.invalid`,
      idempotencyKey: null,
      stakeholders: [],
      products: new Map([['acc_prd_adopted', { settlements: { adopted: true } }]]),
    };
    state.addAccount(account);
    return account;
  }

  const accountOf = (id: string) => accounts.get(id) ?? adoptAccount(id);

  function accountEntity(account: SimulatedAccount) {
    return {
      id: account.id,
      type: 'route',
      status: 'created',
      email: account.email,
      reference_id: account.referenceId,
    };
  }

  function createAccount(body: Record<string, unknown>, key: string | null): SimulatedAnswer {
    if (key) {
      const same = [...accounts.values()].find((account) => account.idempotencyKey === key);
      if (same) return { status: 200, json: accountEntity(same) };
    }
    for (const field of [
      'email',
      'phone',
      'legal_business_name',
      'business_type',
      'contact_name',
    ]) {
      if (typeof body[field] !== 'string' || body[field] === '')
        return bad(`The ${field} field is required.`, field);
    }
    if (body.type !== 'route') return bad('The type field must be route.', 'type');
    const reference = typeof body.reference_id === 'string' ? body.reference_id : '';
    if (reference.length > 20)
      return bad('The reference id may not be greater than 20 characters.', 'reference_id');
    if ([...accounts.values()].some((account) => account.email === body.email))
      return bad('Merchant email already exists for account', 'email');
    const account: SimulatedAccount = {
      id: newEntityId('acc'),
      referenceId: reference,
      email: String(body.email),
      idempotencyKey: key,
      stakeholders: [],
      products: new Map(),
    };
    state.addAccount(account);
    return { status: 200, json: accountEntity(account) };
  }

  function onAccount(
    accountId: string,
    rest: string[],
    method: string,
    body: Record<string, unknown>,
  ): SimulatedAnswer {
    const account = accountOf(accountId);
    if (!account) return bad('Linked account does not exist');
    const [kind, productId] = rest;
    if (kind === 'stakeholders' && method === 'POST') {
      const kyc = body.kyc as { pan?: unknown } | undefined;
      if (typeof body.email !== 'string') return bad('The email field is required.', 'email');
      if (
        kyc?.pan !== undefined &&
        (typeof kyc.pan !== 'string' || !/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(kyc.pan))
      )
        return bad('The pan field is invalid.', 'kyc.pan');
      const id = newEntityId('sth');
      account.stakeholders.push(id);
      state.changed.account(account);
      return { status: 200, json: { id, entity: 'stakeholder', email: body.email } };
    }
    if (kind === 'stakeholders' && method === 'GET')
      return {
        status: 200,
        json: collection(account.stakeholders.map((id) => ({ id, entity: 'stakeholder' }))),
      };
    if (kind === 'products' && method === 'POST' && productId === undefined) {
      if (body.product_name !== 'route') return bad('The product name is invalid.', 'product_name');
      const existing = [...account.products.keys()][0];
      const id = existing ?? newEntityId('acc_prd');
      if (!existing) {
        account.products.set(id, { settlements: null });
        state.changed.account(account);
      }
      return { status: 200, json: { id, product_name: 'route', activation_status: 'requested' } };
    }
    if (kind === 'products' && method === 'PATCH' && productId) {
      const product = account.products.get(productId);
      if (!product) return bad("The provided product config id doesn't exist for the merchant");
      const settlements = body.settlements as Record<string, unknown> | undefined;
      if (!settlements || typeof settlements.beneficiary_name !== 'string')
        return bad('The beneficiary name field is required.', 'settlements.beneficiary_name');
      if (
        typeof settlements.ifsc_code !== 'string' ||
        !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(settlements.ifsc_code)
      )
        return bad('The ifsc code field is invalid.', 'settlements.ifsc_code');
      if (
        typeof settlements.account_number !== 'string' ||
        !/^[0-9]{9,18}$/.test(settlements.account_number)
      )
        return bad('The account number field is invalid.', 'settlements.account_number');
      product.settlements = settlements;
      state.changed.account(account);
      return {
        status: 200,
        json: { id: productId, product_name: 'route', activation_status: 'activated' },
      };
    }
    return { status: 404, json: routeError('The requested URL was not found on the server.') };
  }

  return { accountOf, createAccount, onAccount };
}
