import { useState } from 'react';
import { FacebookIcon, XLogoIcon } from '../../../components/ui/icons-more';
import { showToast } from '../../../components/ui/toast';
import { messages as m } from '../../../messages/catalog';
import { TOAST_MS } from '@haat/contract/constants';

/** Share targets; each opens the network's own share page in a new tab. */
export function shareLinks(url: string, title: string) {
  const text = encodeURIComponent(`${title} ${url}`);
  const encodedUrl = encodeURIComponent(url);
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      network: 'X',
      href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    },
  ] as const;
}

function WhatsAppIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.3 21.7l5-1.3A9.7 9.7 0 1 0 12 2.2zm0 17.7c-1.5 0-2.9-.4-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 5 5 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.2.2-.6.2-1.1.1-1.2l-.5-.3z"
      />
    </svg>
  );
}

const ICONS = {
  WhatsApp: <WhatsAppIcon />,
  Facebook: <FacebookIcon size={20} />,
  X: <XLogoIcon size={20} />,
};

/** WhatsApp, Facebook, X and copy link (docs/spec.md §2; 'Copied.' from §8). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
      showToast(m.catalog.product.copied, { durationMs: TOAST_MS.default, tone: 'success' });
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <div className="share">
      <span className="share-label">{m.catalog.product.share}</span>
      <ul className="share-links">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              className="icon-button share-link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.catalog.product.shareOn(link.network)}
            >
              {ICONS[link.network]}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button button-secondary share-copy"
            onClick={() => void copy()}
          >
            {m.catalog.product.copyLink}
          </button>
        </li>
      </ul>
      {copyState === 'failed' ? (
        <p className="form-error" role="alert">
          {m.catalog.product.copyFailed}
        </p>
      ) : null}
    </div>
  );
}
