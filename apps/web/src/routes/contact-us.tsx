import { Suspense } from 'react';
import { lazyWithQueries } from '../app/lazy-with-queries';
import { PageLoading } from '../app/layout/page-loading';
import { MailIcon, PhoneIcon } from '../components/ui/icons';
import { PinIcon } from '../components/ui/icons-more';
import { fixedPageMeta } from '../lib/page-head';
import { useEntityDetails, useShopContacts } from '../lib/entity';
import { messages as m } from '../messages/site-pages';

// The form (react-hook-form) is rendered on the server but its code is not in the page's first
// download: the page hydrates, then the form's chunk arrives and hydrates its part.
const ContactForm = lazyWithQueries(() =>
  import('../features/site/components/contact-form').then((module) => module.ContactForm),
);

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.contact.title),
  description: m.contact.lead ?? m.site.description,
  path: '/contactus',
});

/** /contactus, /contactUs, /ContactUs — one route; React Router matches paths case-insensitively. */
export default function ContactUsRoute() {
  // The operator's registered name, address and contacts as its settings keep them (the footer's
  // too: Consumer Protection (E-Commerce) Rules, 2020, rule 4(2)); the demo's until they are set.
  const entity = useEntityDetails();
  const office = entity?.legalName
    ? { name: entity.legalName, lines: entity.registeredAddress.split('\n') }
    : { name: m.company.legalName, lines: m.company.addressLines };
  const { phone, phoneHref, email, emailHref } = useShopContacts();
  return (
    <div className="container contact-page">
      <header className="contact-intro">
        <h1>{m.contact.title}</h1>
        <p className="lead">{m.contact.lead}</p>
        <p className="reply-promise">{m.contact.replyPromise}</p>
      </header>
      <div className="contact-layout">
        <Suspense fallback={<PageLoading />}>
          <ContactForm />
        </Suspense>
        <aside className="contact-details" aria-label={m.contact.officeHeading}>
          <section>
            <h2>
              <PinIcon size={20} /> {m.contact.officeHeading}
            </h2>
            <address>
              {office.name}
              {office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
          <section>
            <h2>
              <PhoneIcon size={20} /> {m.contact.phonesHeading}
            </h2>
            <dl>
              <dt>{m.contact.customerCare}</dt>
              <dd>
                <a href={phoneHref}>{phone}</a>
              </dd>
              <dt>{m.contact.careers}</dt>
              <dd>
                <a href={m.company.careersPhoneHref}>{m.company.careersPhone}</a>
              </dd>
            </dl>
            <p className="muted">{m.contact.hours}</p>
          </section>
          <section>
            <h2>
              <MailIcon size={20} /> {m.contact.emailsHeading}
            </h2>
            <dl>
              <dt>{m.contact.supportEmailLabel}</dt>
              <dd>
                <a href={emailHref}>{email}</a>
              </dd>
              <dt>{m.contact.careersEmailLabel}</dt>
              <dd>
                <a href={m.company.careersEmailHref}>{m.company.careersEmail}</a>
              </dd>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
