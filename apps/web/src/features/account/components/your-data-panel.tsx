import { useId, useState } from 'react';
import { TOAST_MS } from '@haat/contract/constants';
import { Link } from '../../../components/ui/link';
import { showToast } from '../../../components/ui/toast';
import { formatOrderDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/server-errors';
import { messages as m } from '../../../messages/accounts';
import { fetchPersonalData, useMarketingConsent, useSetMarketingConsent } from '../api/your-data';
import { saveJsonAs } from '../../../lib/save-file';
import { DeleteAccountDialog } from './delete-account-dialog';
import { WhatsAppUpdates } from './whatsapp-updates';

/**
 * "Your data" (docs/decisions/personal-data.md): marketing consent (off until the shopper turns
 * it on), "Download my data" and "Delete my account".
 */
export function YourDataPanel({ onDeleted }: { onDeleted: () => void }) {
  const t = m.yourData;
  const consent = useMarketingConsent();
  const setConsent = useSetMarketingConsent();
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadAlert, setDownloadAlert] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  // The box shows the shopper's tick at once: the mutation's own pending state reaches React a
  // tick later, and a controlled box re-rendered in between snaps back to the old value.
  const [choice, setChoice] = useState<boolean | null>(null);
  const hintId = useId();
  const lastChange = consent.data?.history.at(-1);

  async function download() {
    if (isDownloading) return;
    setIsDownloading(true);
    setDownloadAlert(null);
    try {
      saveJsonAs(await fetchPersonalData(), 'haat-my-data.json');
    } catch (error) {
      setDownloadAlert(errorMessage(error, t.downloadFailed));
    } finally {
      setIsDownloading(false);
    }
  }

  function changeConsent(granted: boolean) {
    setChoice(granted);
    setConsent.mutate(granted, {
      onSettled: () => setChoice(null),
      onSuccess: () => showToast(t.consentSaved, { durationMs: TOAST_MS.profile, tone: 'success' }),
      onError: (error) =>
        showToast(errorMessage(error, t.consentFailed), {
          durationMs: TOAST_MS.profile,
          tone: 'error',
        }),
    });
  }

  return (
    <section className="account-panel your-data" aria-labelledby="your-data-title">
      <div className="panel-head">
        <h2 id="your-data-title">{t.heading}</h2>
      </div>
      <p>
        {t.lead} <Link to="/PrivacyPolicy">{t.privacyLink}</Link>
      </p>

      <h3>{t.consentHeading}</h3>
      {consent.isPending ? (
        <p className="muted" role="status">
          {t.consentLoading}
        </p>
      ) : consent.isError ? (
        <p className="form-alert" role="alert">
          {t.consentFailed}
        </p>
      ) : (
        <div className="field-check">
          <label>
            <input
              type="checkbox"
              name="marketingConsent"
              checked={choice ?? consent.data.granted}
              disabled={choice !== null}
              aria-describedby={hintId}
              onChange={(event) => changeConsent(event.currentTarget.checked)}
            />{' '}
            {t.consentLabel}
          </label>
          <p id={hintId} className="muted">
            {t.consentHint}
            {lastChange ? ` ${t.consentSince(formatOrderDate(lastChange.recordedAt))}` : ''}
          </p>
        </div>
      )}

      <WhatsAppUpdates />

      <h3>{t.downloadHeading}</h3>
      <p>{t.downloadLead}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={isDownloading}
      >
        {isDownloading ? t.downloading : t.download}
      </button>
      {downloadAlert ? (
        <p className="form-alert" role="alert">
          {downloadAlert}
        </p>
      ) : null}

      <h3>{t.deleteHeading}</h3>
      <p>{t.deleteLead}</p>
      <button type="button" className="button button-danger" onClick={() => setIsDeleting(true)}>
        {t.deleteOpen}
      </button>
      {isDeleting ? (
        <DeleteAccountDialog onClose={() => setIsDeleting(false)} onDeleted={onDeleted} />
      ) : null}
    </section>
  );
}
