import { useEffect, useRef } from 'react';
import { Link } from '../../../components/ui/link';
import type { SellerRegistrationAnswer } from '@haat/contract';
import { messages as m } from '../../../messages/seller';

type Registered = Extract<SellerRegistrationAnswer, { status: 1 }>['data'];

/** docs/spec.md §4: status 1 shows a success table with the name; the shop waits for approval. */
export function SellerSuccess({ seller }: { seller: Registered }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="seller-success" aria-labelledby="seller-success-title">
      <h2 id="seller-success-title" ref={headingRef} tabIndex={-1}>
        {m.sellerForm.successHeading}
      </h2>
      <p className="form-success">{m.sellerForm.successLead}</p>
      <table className="seller-success-table">
        <caption>{m.sellerForm.successCaption}</caption>
        <tbody>
          <tr>
            <th scope="row">{m.sellerForm.nameLabel}</th>
            <td>
              {seller.firstName} {seller.lastName}
            </td>
          </tr>
          <tr>
            <th scope="row">{m.sellerForm.shopLabel}</th>
            <td>{seller.shopName}</td>
          </tr>
          <tr>
            <th scope="row">{m.sellerForm.statusLabel}</th>
            <td>
              <span className="status-pill">{m.sellerForm.pendingApproval}</span>
            </td>
          </tr>
        </tbody>
      </table>
      <p>{m.sellerForm.pendingNote}</p>
      <Link className="button button-secondary" to="/">
        {m.sellerForm.backHome}
      </Link>
    </section>
  );
}
