import { messages as m } from '../../messages';
import { HeadsetIcon, ReturnIcon, ShieldIcon, TruckIcon } from './icons';

/**
 * The four promises of docs/spec.md §1, Reading A (docs/decisions/product-owner.md), shown in the
 * footer and on the 404 page.
 */
export function PromiseStrip() {
  const promises = [
    { icon: <TruckIcon />, text: m.promises.freeShipping },
    { icon: <ShieldIcon />, text: m.promises.securePayments },
    { icon: <ReturnIcon />, text: m.promises.returns },
    { icon: <HeadsetIcon />, text: m.promises.support },
  ];
  return (
    <ul className="promise-strip" aria-label={m.promises.label}>
      {promises.map((promise) => (
        <li key={promise.text} className="promise">
          <span className="promise-icon">{promise.icon}</span>
          <span>{promise.text}</span>
        </li>
      ))}
    </ul>
  );
}
