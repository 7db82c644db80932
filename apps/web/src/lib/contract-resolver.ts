// Form validation with the contract's zod schemas — the same ones the server checks the body with
// (one schema for the form and the body) — loaded when a form is first used rather than with the
// page: zod and the contract's schemas are ~30 KB gzip, a third of a page's initial-JS budget.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../components/ui/toast';
import { messages as m } from '../messages';
import { TOAST_MS } from '@haat/contract/constants';

type Contract = typeof import('@haat/contract/schemas');

export interface ContractResolver<TValues extends FieldValues, TBody> {
  /** For useForm: validates with the schema, waiting for it to load the first time. */
  resolver: Resolver<TValues, unknown, TBody>;
  /** Starts loading the schema; forms call it on their first focus, so submit finds it ready. */
  preload: () => void;
}

/**
 * A react-hook-form resolver for the contract schema `pickSchema` returns. It answers only once the
 * schema has checked the values, so a form never sends unvalidated data. If the schema cannot be
 * loaded (the connection dropped), nothing is sent, a toast says so as for a page that did not
 * load, and the next submit loads again.
 */
export function contractResolver<TValues extends FieldValues, TBody = TValues>(
  pickSchema: (contract: Contract) => z.ZodType<TBody, TValues>,
): ContractResolver<TValues, TBody> {
  let loading: Promise<Resolver<TValues, unknown, TBody>> | undefined;

  function load(): Promise<Resolver<TValues, unknown, TBody>> {
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      import('@haat/contract/schemas'),
      import('../messages/validation'),
    ])
      .then(([{ zodResolver }, contract, { translateFormMessage }]) => {
        const validate = zodResolver(pickSchema(contract));
        const resolver: Resolver<TValues, unknown, TBody> = async (values, context, options) => {
          const result = await validate(values, context, options);
          translateErrors(result.errors, translateFormMessage);
          return result;
        };
        return resolver;
      })
      .catch((error: unknown) => {
        // Forget the failure, so the next submit tries the network again.
        loading = undefined;
        throw error;
      });
    return loading;
  }

  return {
    resolver: async (values, context, options) => {
      let validate: Resolver<TValues, unknown, TBody>;
      try {
        validate = await load();
      } catch (error) {
        showToast(m.errors.chunkBody, { durationMs: TOAST_MS.default, tone: 'error' });
        // react-hook-form ends the submit (isSubmitting back to false) and rethrows.
        throw error;
      }
      return validate(values, context, options);
    },
    preload: () => {
      // A failure here is reported by the submit that tries again.
      load().catch((error: unknown) => console.warn('Form validation could not load yet', error));
    },
  };
}

/** Each field's message in the page's language, in place (nested fields and lists included). */
function translateErrors(errors: FieldErrors, translate: (text: string) => string): void {
  for (const [key, error] of Object.entries(errors)) {
    // A field's element (`ref`) is the page's, not a message.
    if (key === 'ref' || !error || typeof error !== 'object') continue;
    if ('message' in error && typeof error.message === 'string') {
      error.message = translate(error.message);
    }
    translateErrors(error as FieldErrors, translate);
  }
}
