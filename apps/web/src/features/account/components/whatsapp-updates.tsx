import { useState } from 'react';
import { TOAST_MS } from '@haat/contract/constants';
import { WhatsAppBox } from '../../../components/ui/whatsapp-box';
import { showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/server-errors';
import {
  useSetWhatsAppChoice,
  useWhatsAppChoice,
  whatsappNumberShown,
} from '../../../lib/whatsapp-choice';
import { messages as m } from '../../../messages/accounts';

/**
 * My account's part of the WhatsApp choice (docs/decisions/whatsapp.md): the box with the number,
 * saved as soon as it is ticked or unticked; nothing when the shop does not send WhatsApp.
 */
export function WhatsAppUpdates() {
  const t = m.whatsapp;
  const choice = useWhatsAppChoice();
  const setChoice = useSetWhatsAppChoice();
  // The tick shows at once (see your-data-panel.tsx): the mutation's pending state comes later.
  const [ticked, setTicked] = useState<boolean | null>(null);

  if (choice.isSuccess && !choice.data.available) return null;

  function change(orderUpdates: boolean) {
    setTicked(orderUpdates);
    setChoice.mutate(
      { orderUpdates, source: 'account' },
      {
        onSettled: () => setTicked(null),
        onSuccess: () => showToast(t.saved, { durationMs: TOAST_MS.profile, tone: 'success' }),
        onError: (error) =>
          showToast(errorMessage(error, t.failed), { durationMs: TOAST_MS.profile, tone: 'error' }),
      },
    );
  }

  const number = choice.data ? whatsappNumberShown(choice.data.mobile) : null;
  return (
    <>
      <h3>{t.heading}</h3>
      {choice.isPending ? (
        <p className="muted" role="status">
          {t.loading}
        </p>
      ) : choice.isError ? (
        <div className="form-alert" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="link-button" onClick={() => void choice.refetch()}>
            {m.account.tryAgain}
          </button>
        </div>
      ) : number === null ? (
        <p className="muted">{t.noMobile}</p>
      ) : (
        <>
          <WhatsAppBox
            name="whatsappUpdates"
            label={t.optIn(number)}
            hint={t.hint}
            checked={ticked ?? choice.data.orderUpdates}
            disabled={ticked !== null}
            onChange={(event) => change(event.currentTarget.checked)}
          />
          {choice.data.source === 'stop' && !choice.data.orderUpdates ? (
            <p className="muted">{t.stopped}</p>
          ) : null}
        </>
      )}
    </>
  );
}
