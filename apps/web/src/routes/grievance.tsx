import { Suspense } from 'react';
import { lazyWithQueries } from '../app/lazy-with-queries';
import { PageLoading } from '../app/layout/page-loading';
import { ClientOnly } from '../components/ui/client-only';
import { StatusLookup } from '../features/grievances/components/status-lookup';
import { useEntityDetails } from '../lib/entity';
import { fixedPageMeta } from '../lib/page-head';
import { messages as m } from '../messages/grievances';

// The form needs the session (the browser's): its code arrives after the page has hydrated.
const ComplaintForm = lazyWithQueries(() =>
  import('../features/grievances/components/complaint-form').then((module) => module.ComplaintForm),
);

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.grievance.title),
  description: m.grievance.intro,
  path: '/grievance',
});

/**
 * /grievance: the grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)),
 * the complaint form and the status lookup (docs/decisions/grievances.md).
 */
export default function GrievanceRoute() {
  const entity = useEntityDetails();
  const officer = entity?.officer;
  const rows = [
    [m.grievance.designation, officer?.designation, null],
    [m.grievance.email, officer?.email, officer?.email ? `mailto:${officer.email}` : null],
    [
      m.grievance.phone,
      officer?.phone,
      officer?.phone ? `tel:${officer.phone.replace(/\s/g, '')}` : null,
    ],
    [m.grievance.address, officer?.address, null],
  ] as const;
  return (
    <div className="container grievance-page">
      <header>
        <h1>{m.grievance.title}</h1>
        <p className="lead">{m.grievance.intro}</p>
      </header>
      <section aria-labelledby="officer-title" className="grievance-officer">
        <h2 id="officer-title">{m.grievance.officerHeading}</h2>
        <p className="grievance-officer-name">{officer?.name || m.grievance.notSet}</p>
        <dl>
          {rows.map(([label, value, href]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ? href ? <a href={href}>{value}</a> : value : m.grievance.notSet}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">{m.grievance.rule}</p>
      </section>
      <section aria-labelledby="complaint-title" className="grievance-complaint">
        <h2 id="complaint-title">{m.grievance.formHeading}</h2>
        <ClientOnly fallback={<PageLoading />}>
          <Suspense fallback={<PageLoading />}>
            <ComplaintForm />
          </Suspense>
        </ClientOnly>
      </section>
      <section aria-labelledby="status-title" className="grievance-status-lookup">
        <h2 id="status-title">{m.grievance.statusHeading}</h2>
        <StatusLookup />
      </section>
    </div>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
