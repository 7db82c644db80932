// Another operator, at the wire edge: the admin API and the CLI's direct mode both call this.
import type { AdminCreateAnswer, AdminCreateBody } from '@haat/contract';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';
import { createOperator } from './accounts.service.ts';

export function createAccountActions(deps: OperatorDependencies, actor: Actor) {
  return {
    createOperator: async (body: AdminCreateBody): Promise<AdminCreateAnswer> => {
      const created = await createOperator(deps, actor, body);
      return {
        status: 'success',
        message: `Operator ${created.email} created.`,
        data: { adminID: created.adminId, email: created.email },
      };
    },
  };
}
