// The status lookup: a plain GET form to /grievance/status (works before and without scripts),
// asking the ticket number and the mobile's last four digits (docs/decisions/grievances.md).
import { localPath } from '../../../lib/language';
import { messages as m } from '../../../messages/grievances';

export function StatusLookup({ ticket = '', last4 = '' }: { ticket?: string; last4?: string }) {
  return (
    <form className="grievance-lookup" method="get" action={localPath('/grievance/status')}>
      <p>{m.grievance.statusIntro}</p>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="grievance-ticket">{m.grievance.ticket}</label>
          <input
            id="grievance-ticket"
            name="ticket"
            type="text"
            required
            defaultValue={ticket}
            placeholder="GRV-XXXXXXXXXX"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </div>
        <div className="form-field">
          <label htmlFor="grievance-last4">{m.grievance.last4}</label>
          <input
            id="grievance-last4"
            name="last4"
            type="text"
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            required
            defaultValue={last4}
          />
        </div>
      </div>
      <button type="submit" className="button button-primary">
        {m.grievance.lookUp}
      </button>
    </form>
  );
}
