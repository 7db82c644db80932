// The COD captcha (docs/spec.md §5, docs/decisions/product-owner.md): issued by the server, six
// characters, single use, ten minutes, bound to the customer; only its hash is stored.
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { generateCaptchaCode, renderCaptchaSvg } from './captcha.ts';
import { consumeCaptcha, insertCaptcha } from './checkout.repository.ts';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;

// The picture draws capitals and the answer box shows what is typed in capitals, so a code typed
// in lower case looks right to the shopper: both sides are compared in capitals.
const hashAnswer = (answer: string) =>
  createHash('sha256').update(answer.trim().toUpperCase()).digest('hex');

export async function issueCaptcha(
  db: Executor,
  input: { customerId: string; now: Date; fixedAnswer: string | undefined },
): Promise<{ captchaID: string; svg: string }> {
  // docs/decisions/product-owner.md: HAAT_TEST_CAPTCHA fixes the answer in test mode only (config
  // refuses it otherwise).
  const code = input.fixedAnswer ?? generateCaptchaCode();
  const captchaID = newId('cap');
  await insertCaptcha(db, {
    id: captchaID,
    customerId: input.customerId,
    answerHash: hashAnswer(code),
    expiresAt: new Date(input.now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captchaID, svg: renderCaptchaSvg(code) };
}

/** docs/spec.md §5: the typed text must match, in any case; any attempt uses the captcha up. */
export async function verifyCaptcha(
  db: Executor,
  input: { captchaId: string; answer: string; customerId: string; now: Date },
): Promise<boolean> {
  const stored = await consumeCaptcha(db, input.captchaId, input.customerId, input.now);
  return stored !== null && stored === hashAnswer(input.answer);
}
