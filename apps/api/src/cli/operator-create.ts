// `npm run admin -- operator:create`: a real shop's first operator, created once
// (docs/decisions/going-live.md). The e-mail comes from --email (or is asked); the password is
// typed at a hidden prompt or read from a file, never taken from the command line, where the
// shell's history and the process list would keep it. Refuses a shop that has an operator already,
// and a weak, common or published (demo) password, changing nothing.
import { readFile } from 'node:fs/promises';
import { AdminCreateBodySchema, EmailSchema } from '@haat/contract';
import type { Config } from '../config.ts';
import { countOperators } from '../prepare-database.ts';
import { AppError } from '../lib/app-error.ts';
import { systemClock } from '../lib/clock.ts';
import { createStorage } from '../lib/storage.ts';
import { createOperatorActions } from '../modules/admin/index.ts';
import { CliRefusal } from './cli-backend.ts';
import { openDatabaseAlone } from './cli-database.ts';
import { UsageError } from './cli-arguments.ts';
import { canPrompt, promptHidden, promptLine } from './cli-prompt.ts';

import type { OperatorCreateCommand } from './cli-arguments.ts';

async function readPassword(command: OperatorCreateCommand): Promise<string> {
  if (command.passwordFile !== undefined) {
    const text = await readFile(command.passwordFile, 'utf8').catch(() => {
      throw new UsageError(`Cannot read the password file ${command.passwordFile}.`);
    });
    const [line = ''] = text.split(/\r?\n/, 1);
    if (line === '') throw new UsageError(`${command.passwordFile}: its first line is empty.`);
    return line;
  }
  if (!canPrompt()) {
    throw new UsageError(
      'No terminal to type the password on: give --password-file <file> (its first line).',
    );
  }
  const first = await promptHidden("The operator's password: ");
  if ((await promptHidden('The same again: ')) !== first) {
    throw new UsageError('The two passwords differ: nothing was created.');
  }
  return first;
}

async function readEmail(command: OperatorCreateCommand): Promise<string> {
  if (command.email !== undefined) return command.email;
  if (!canPrompt()) throw new UsageError('operator:create needs --email <address>.');
  const typed = EmailSchema.safeParse(await promptLine("The operator's e-mail: "));
  if (!typed.success) throw new UsageError(`e-mail: ${typed.error.issues[0]?.message}`);
  return typed.data;
}

/** Creates the first operator; answers what to print. */
export async function runOperatorCreate(
  config: Config,
  command: OperatorCreateCommand,
): Promise<string> {
  const handle = await openDatabaseAlone(config, 'operator:create');
  try {
    const operators = await countOperators(handle.db);
    if (operators > 0) {
      throw new CliRefusal(
        `This shop has ${operators === 1 ? 'an operator' : `${operators} operators`} already: nothing was created. An operator adds others in the back office, or with \`npm run admin -- create-admin <email>\`.`,
      );
    }
    const email = await readEmail(command);
    const password = await readPassword(command);
    const checked = AdminCreateBodySchema.safeParse({ email, password });
    if (!checked.success) {
      throw new CliRefusal(`password: ${checked.error.issues[0]?.message}: nothing was created.`);
    }
    const actions = createOperatorActions(
      // The first operator of a real shop; creating an account moves no order.
      { db: handle.db, clock: systemClock, storage: createStorage(config), shop: { kind: 'real' } },
      'cli:operator:create',
    );
    try {
      await actions.createAdmin(checked.data);
    } catch (error) {
      if (error instanceof AppError && error.code !== 'INTERNAL') {
        throw new CliRefusal(`${error.message} Nothing was created.`);
      }
      throw error;
    }
    const where = config.publicUrl ?? `http://localhost:${config.port}`;
    return `Operator ${email} created. Sign in to the back office at ${where}/admin.`;
  } finally {
    await handle.close();
  }
}
