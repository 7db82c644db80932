// Every back-office form checks its values with a contract schema, parsed with the contract's plain
// words (`describeIssue`): a schema's own message where it has one, else words a seller
// understands rather than zod's ("Too small: expected number to be >=0"). The server refuses with
// the same words, so a field reads the same whether the form or the server caught it.
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { describeIssue } from '@haat/contract';

/** A react-hook-form resolver for `schema`; the one way a back-office form validates. */
export function createResolver<Input extends FieldValues, Output, Context = unknown>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, Context, Output> {
  return zodResolver(schema, { error: describeIssue });
}
