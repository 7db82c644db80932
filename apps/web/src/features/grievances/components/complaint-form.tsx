// The complaint form of the grievance page (docs/decisions/grievances.md): rendered in the browser
// only, where the session lives. A guest is asked to log in; a shopper chooses what it is about
// (one of their orders, a seller, a product, the site), writes what went wrong and may attach a
// picture or PDF. The answer carries the ticket number, shown at once with a link to its status.
import { useState, type FormEvent } from 'react';
import { GRIEVANCE_SUBJECTS, type GrievanceSubject } from '@haat/contract';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { openLoginModal } from '../../../lib/login-modal';
import { useSession } from '../../../lib/session';
import { formatOrderDate } from '../../../lib/dates';
import { messages as m } from '../../../messages/grievances';
import { useFileComplaint, useOwnOrders } from '../api/grievances';

function isSubject(value: string | null): value is GrievanceSubject {
  return (GRIEVANCE_SUBJECTS as readonly string[]).includes(value ?? '');
}

export function ComplaintForm() {
  const session = useSession();
  const [search] = useSearchParams();
  const orderFromLink = search.get('order') ?? '';
  const aboutFromLink = search.get('about');
  const [about, setAbout] = useState<GrievanceSubject>(
    isSubject(aboutFromLink) ? aboutFromLink : orderFromLink ? 'order' : 'order',
  );
  const [subjectID, setSubjectID] = useState(orderFromLink || (search.get('id') ?? ''));
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const orders = useOwnOrders(session.isLoggedIn && about === 'order');
  const filing = useFileComplaint();

  if (!session.isLoggedIn) {
    return (
      <p className="grievance-signin">
        {m.grievance.signInFirst}{' '}
        <button
          type="button"
          className="button button-primary"
          onClick={() => openLoginModal('login')}
        >
          {m.grievance.signInLink}
        </button>
      </p>
    );
  }

  if (filing.isSuccess) {
    const ticket = filing.data.data.ticket;
    return (
      <div className="grievance-filed" role="status">
        <h3>{m.grievance.filedHeading}</h3>
        <p>
          {m.grievance.ticketLabel}: <strong data-testid="grievance-ticket">{ticket}</strong>
        </p>
        <p>{m.grievance.filedBody}</p>
        <p>
          <Link to={`/grievance/status?ticket=${ticket}`}>{m.grievance.statusLink}</Link>
          {' · '}
          <button type="button" className="link-button" onClick={() => filing.reset()}>
            {m.grievance.fileAnother}
          </button>
        </p>
      </div>
    );
  }

  const validation = filing.error instanceof ApiError ? filing.error.validation : {};
  const generalError =
    filing.error && Object.keys(validation).length === 0
      ? filing.error instanceof ApiError
        ? filing.error.message
        : m.grievance.failed
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filing.mutate({ about, subjectID, text, attachment });
  };

  return (
    <form className="grievance-form" onSubmit={submit} noValidate aria-labelledby="complaint-title">
      <FormField label={m.grievance.about} error={validation.about}>
        <select
          value={about}
          onChange={(event) => {
            setAbout(event.target.value as GrievanceSubject);
            setSubjectID('');
          }}
        >
          {GRIEVANCE_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {m.grievance.aboutOptions[subject]}
            </option>
          ))}
        </select>
      </FormField>
      {about === 'order' ? (
        <FormField label={m.grievance.order} error={validation.subjectID}>
          <select value={subjectID} onChange={(event) => setSubjectID(event.target.value)}>
            <option value="">
              {orders.data?.length === 0 ? m.grievance.noOrders : m.grievance.chooseOrder}
            </option>
            {subjectID && !orders.data?.some((order) => order.orderID === subjectID) ? (
              <option value={subjectID}>{subjectID}</option>
            ) : null}
            {(orders.data ?? []).map((order) => (
              <option key={order.orderID} value={order.orderID}>
                {order.orderID} · {formatOrderDate(order.createdAt)}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      {about === 'seller' || about === 'product' ? (
        <FormField label={m.grievance.subjectId[about]} error={validation.subjectID}>
          <input
            type="text"
            value={subjectID}
            maxLength={64}
            onChange={(event) => setSubjectID(event.target.value)}
          />
        </FormField>
      ) : null}
      <FormField label={m.grievance.text} hint={m.grievance.textHint} error={validation.text}>
        <textarea
          rows={6}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <FormField label={m.grievance.attachment} error={validation.attachment}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(event) => setAttachment(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <div aria-live="polite">
        {generalError ? <p className="form-error">{generalError}</p> : null}
      </div>
      <button type="submit" className="button button-primary" disabled={filing.isPending}>
        {filing.isPending ? m.grievance.sending : m.grievance.submit}
      </button>
    </form>
  );
}
