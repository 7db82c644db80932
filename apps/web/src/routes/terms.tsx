import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProsePage } from '../components/ui/prose-page';
import { fetchShopPolicy } from '../lib/shop-policy';
import { fixedPageMeta } from '../lib/page-head';
import { messages as m } from '../messages/site-pages';

/** The shop's terms as the server applies them, for the page's figures. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { policy: await fetchShopPolicy(context.fetch) };
}

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.terms.title),
  description: m.terms.description ?? m.site.description,
  path: '/TermandCondition',
});

/** /TermandCondition */
export default function TermsRoute() {
  const { policy } = useLoaderData<typeof loader>();
  return <ProsePage content={m.terms} policy={policy} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
