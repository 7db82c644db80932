import { messages as m } from '../messages/seller';
import { PageTitle } from '../components/ui/page-title';
import { SellerForm } from '../features/seller/components/seller-form';

/** /Seller: seller registration, outside the main layout, opened in a new tab (docs/spec.md §2). */
export default function SellerRoute() {
  return (
    <div className="container seller-page">
      <PageTitle title={m.pages.seller} />
      <header className="seller-intro">
        <h1>{m.sellerForm.title}</h1>
        <p className="lead">{m.sellerForm.lead}</p>
        <ul className="seller-points">
          {m.sellerForm.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </header>
      <SellerForm />
    </div>
  );
}
