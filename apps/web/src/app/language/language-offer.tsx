import { useState } from 'react';
import { useLocation } from 'react-router';
import { addressIn, rememberLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/hydrated';
import { messages as m } from '../../messages';
import { languageToOffer, rememberedLanguage } from './offer-choice';

/**
 * Offers this page in the language the shopper chose before, or the one their browser asks for,
 * when this page is in another (docs/decisions/hindi.md): a bar at the foot of the screen (no
 * layout shift), shown once the page runs, since every shopper is sent the same HTML. "No, thanks"
 * remembers this page's language.
 */
export function LanguageOffer() {
  const location = useLocation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offer =
    hydrated && !dismissed
      ? languageToOffer(rememberedLanguage(document.cookie), navigator.languages ?? [])
      : undefined;

  if (!offer) return null;
  return (
    <aside className="app-update language-offer" aria-label={m.language.offerLabel}>
      <p lang={offer.tag}>{offer.offer}</p>
      <a
        className="button button-primary button-small"
        href={addressIn(offer.code, location)}
        hrefLang={offer.tag}
        lang={offer.tag}
        onClick={() => rememberLanguage(offer.code)}
      >
        {offer.switchTo}
      </a>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => {
          rememberLanguage(m.language.code);
          setDismissed(true);
        }}
      >
        {m.language.offerDismiss}
      </button>
    </aside>
  );
}
