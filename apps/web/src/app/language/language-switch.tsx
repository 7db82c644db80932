import { useLocation } from 'react-router';
import { LANGUAGES } from '@haat/contract/constants';
import { addressIn, rememberLanguage } from '../../lib/language';
import { messages as m } from '../../messages';

/**
 * The top bar's way to this page in the shop's other languages, each named in itself (हिन्दी,
 * English). Remembered: the choice is offered again on a page opened in another language.
 */
export function LanguageSwitch() {
  const location = useLocation();
  return (
    <>
      {LANGUAGES.filter((language) => language.code !== m.language.code).map((language) => (
        <li key={language.code}>
          <a
            className="language-switch"
            href={addressIn(language.code, location)}
            hrefLang={language.tag}
            lang={language.tag}
            onClick={() => rememberLanguage(language.code)}
          >
            {language.name}
          </a>
        </li>
      ))}
    </>
  );
}
