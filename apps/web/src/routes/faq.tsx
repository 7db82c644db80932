import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../components/ui/link';
import { fetchShopPolicy } from '../lib/shop-policy';
import { fillAll } from '../lib/policy-text';
import { fixedPageMeta } from '../lib/page-head';
import { messages as m } from '../messages/site-pages';

/** The shop's terms as the server applies them, for the answers' figures. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { policy: await fetchShopPolicy(context.fetch) };
}

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.faq.title),
  description: m.faq.intro[0] ?? m.site.description,
  path: '/contact',
});

/** /contact — linked with the label FAQ (docs/spec.md §2). */
export default function FaqRoute() {
  const { policy } = useLoaderData<typeof loader>();
  return (
    <article className="prose-page faq">
      <h1>{m.faq.title}</h1>
      {m.faq.intro.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
      {m.faq.groups.map((group) => (
        <section key={group.heading}>
          <h2>{group.heading}</h2>
          {group.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              {fillAll(item.answer, policy).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </details>
          ))}
        </section>
      ))}
      <p className="faq-more">
        {m.faq.stillNeedHelp} <Link to="/contactus">{m.faq.contactLink}</Link>
      </p>
    </article>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
