import { Suspense } from 'react';
import { Link } from '../../components/ui/link';
import { messages as m } from '../../messages/footer';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import {
  FacebookIcon,
  InstagramIcon,
  PinIcon,
  XLogoIcon,
  YoutubeIcon,
} from '../../components/ui/icons-more';
import { PromiseStrip } from '../../components/ui/promise-strip';
import { lazyWithQueries } from '../lazy-with-queries';
import { PaymentBadges } from './payment-badges';
import { useEntityDetails } from '../../lib/entity';

// Below the fold and the only footer part that needs the contract's zod schemas: it loads after
// the first paint instead of with it.
const SubscribeForm = lazyWithQueries(() =>
  import('../../features/site/components/subscribe-form').then((module) => module.SubscribeForm),
);

const YEAR = new Date().getFullYear();

const SOCIAL_LINKS = [
  {
    href: 'https://www.facebook.com/haat.in',
    label: m.footer.social.facebook,
    icon: <FacebookIcon size={20} />,
  },
  {
    href: 'https://www.instagram.com/haat.in',
    label: m.footer.social.instagram,
    icon: <InstagramIcon size={20} />,
  },
  {
    href: 'https://www.youtube.com/@haat.in',
    label: m.footer.social.youtube,
    icon: <YoutubeIcon size={20} />,
  },
  { href: 'https://x.com/haat_in', label: m.footer.social.x, icon: <XLogoIcon size={20} /> },
];

export function SiteFooter() {
  const entity = useEntityDetails();
  return (
    <footer className="site-footer">
      <div className="footer-promises">
        <div className="container">
          <PromiseStrip />
        </div>
      </div>
      <div className="container footer-grid">
        <section className="footer-col footer-about" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-heading">
            {m.footer.contactHeading}
          </h2>
          <p className="footer-hint">{m.footer.about}</p>
          {/* The company's details as the operator keeps them (Consumer Protection (E-Commerce)
              Rules, 2020, rule 4(2)); a line not yet filled in is left out. */}
          <address>
            {entity?.legalName || entity?.registeredAddress ? (
              <p className="footer-line">
                <PinIcon size={18} />
                <span>
                  {entity.legalName}
                  {entity.registeredAddress ? (
                    <span className="block">{entity.registeredAddress}</span>
                  ) : null}
                </span>
              </p>
            ) : null}
            {entity?.contactPhone ? (
              <p className="footer-line">
                <PhoneIcon size={18} />
                <a href={`tel:${entity.contactPhone.replace(/\s/g, '')}`}>
                  <span className="visually-hidden">{m.footer.phoneLabel}: </span>
                  {entity.contactPhone}
                </a>
              </p>
            ) : null}
            {entity?.contactEmail ? (
              <p className="footer-line">
                <MailIcon size={18} />
                <a href={`mailto:${entity.contactEmail}`}>
                  <span className="visually-hidden">{m.footer.emailLabel}: </span>
                  {entity.contactEmail}
                </a>
              </p>
            ) : null}
            {entity?.officer.name ? (
              <p className="footer-line">
                <span>
                  <Link to="/grievance">{m.footer.grievanceOfficer}</Link>
                  {`: ${entity.officer.name}`}
                  {entity.officer.phone ? `, ${entity.officer.phone}` : ''}
                  {entity.officer.email ? `, ${entity.officer.email}` : ''}
                </span>
              </p>
            ) : null}
          </address>
          <ul className="social-links" aria-label={m.footer.socialHeading}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  className="icon-button"
                  href={link.href}
                  aria-label={link.label}
                  rel="noopener"
                  target="_blank"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav className="footer-col" aria-labelledby="footer-policies-title">
          <h2 id="footer-policies-title" className="footer-heading">
            {m.footer.policiesHeading}
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/TermandCondition">{m.footer.terms}</Link>
            </li>
            <li>
              <Link to="/ReturnCancellation">{m.footer.returns}</Link>
            </li>
            <li>
              <Link to="/PrivacyPolicy">{m.footer.privacy}</Link>
            </li>
            <li>
              <Link to="/contact">{m.footer.faq}</Link>
            </li>
            <li>
              <Link to="/contactus">{m.footer.contactUs}</Link>
            </li>
            <li>
              <Link to="/grievance">{m.footer.grievance}</Link>
            </li>
          </ul>
        </nav>

        <nav className="footer-col" aria-labelledby="footer-shop-title">
          <h2 id="footer-shop-title" className="footer-heading">
            {m.footer.shopHeading}
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/">{m.footer.home}</Link>
            </li>
            <li>
              <Link to="/shop">{m.footer.shop}</Link>
            </li>
            <li>
              <Link to="/cart">{m.footer.cart}</Link>
            </li>
            <li>
              <Link to="/wishlist">{m.footer.wishlist}</Link>
            </li>
            <li>
              <Link to="/account">{m.footer.account}</Link>
            </li>
            <li>
              <a href="/Seller" target="_blank" rel="noopener" className="footer-sell-link">
                {m.footer.sellOnHaat}
                <span className="visually-hidden"> {m.footer.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </nav>

        <div className="footer-col footer-subscribe">
          <Suspense fallback={<div className="subscribe-placeholder" />}>
            <SubscribeForm />
          </Suspense>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p className="footer-copyright">
            {m.footer.copyright(YEAR, entity?.legalName || m.footer.aboutHeading)}
          </p>
          <PaymentBadges />
        </div>
      </div>
    </footer>
  );
}
