// Every back-office form checks its values with a contract schema, parsed with the contract's plain
// words (`describeIssue`): a schema's own message where it has one, else words a seller
// understands rather than zod's ("Too small: expected number to be >=0"). The server refuses with
// the same words, so a field reads the same whether the form or the server caught it.
// The schemas and zod are a third of a page's first download, so they are not in it: a form names
// its schema by a picker over the contract, loaded once a page with a form has painted, or by the
// first submit at the latest (docs/decisions/back-office.md).
import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** The contract with its schemas, which a form's picker chooses from. */
export type Contract = typeof import('@haat/contract');

/**
 * Picks the schema a form validates with from the contract. A form that narrows a call's body
 * finds the narrower schema in the contract too, beside the one it narrows: zod handed to a
 * picker would be all of zod (a namespace passed around cannot be tree-shaken), three times the
 * part the contract's schemas use.
 */
export type SchemaPicker<Input extends FieldValues, Output> = (
  contract: Contract,
) => z.ZodType<Output, Input>;

interface Validation {
  contract: Contract;
  zodResolver: typeof zodResolver;
}

let loading: Promise<Validation> | undefined;

/** The contract and the zod resolver, loaded once; a failed load is tried again next time. */
function loadValidation(): Promise<Validation> {
  loading ??= Promise.all([import('@haat/contract'), import('@hookform/resolvers/zod')]).then(
    ([contract, resolvers]) => ({ contract, zodResolver: resolvers.zodResolver }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A react-hook-form resolver for the schema `pick` chooses; the one way a back-office form
 * validates. It answers once the schema has checked the values, so nothing unchecked is sent; if
 * the schema cannot load (the connection dropped), the submit ends without sending.
 */
export function createResolver<Input extends FieldValues, Output, Context = unknown>(
  pick: SchemaPicker<Input, Output>,
): Resolver<Input, Context, Output> {
  let validate: Resolver<Input, Context, Output> | undefined;
  return async (values, context, options) => {
    if (!validate) {
      const { contract, zodResolver } = await loadValidation();
      validate = zodResolver(pick(contract), { error: contract.describeIssue });
    }
    return validate(values, context, options);
  };
}

/** Runs `task` when the browser is idle after the page painted (soon after, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * createResolver for a form component, with the schema the first render picks; it starts loading
 * the schemas once the page is idle, so the first submit finds them ready.
 */
export function useFormResolver<Input extends FieldValues, Output, Context = unknown>(
  pick: SchemaPicker<Input, Output>,
): Resolver<Input, Context, Output> {
  const [resolver] = useState(() => createResolver<Input, Output, Context>(pick));
  useEffect(
    () =>
      whenIdle(() => {
        // The submit loads them again, and ends without sending if they still do not come.
        loadValidation().catch((error: unknown) =>
          console.warn('The form checks could not load yet', error),
        );
      }),
    [],
  );
  return resolver;
}
