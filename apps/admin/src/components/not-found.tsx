import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section>
      <h1>Not found</h1>
      <p>There is nothing here, or it is not yours to see.</p>
      <Link to="/products">Back to products</Link>
    </section>
  );
}
