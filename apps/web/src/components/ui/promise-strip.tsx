import type { ReactNode } from 'react';
import { messages as m } from '../../messages';
import { useShopPolicy } from '../../lib/shop-policy';
import { HeadsetIcon, ReturnIcon, ShieldIcon, TruckIcon } from './icons';

/**
 * The four promises of docs/spec.md §1, Reading A (docs/decisions/product-owner.md), shown in the
 * footer and on the 404 page, with the figures the server applies (the root loader's shop policy,
 * docs/decisions/dark-patterns.md "The policy pages"). Without them (the call failed) the strip
 * names no figure; with no return window it promises no returns.
 */
export function PromiseStrip() {
  const policy = useShopPolicy();
  const promises: Array<{ icon: ReactNode; text: string }> = [
    {
      icon: <TruckIcon />,
      text: policy
        ? m.promises.freeShipping(`₹${policy.freeShippingFrom.toLocaleString('en-IN')}`)
        : m.promises.freeShippingPlain,
    },
    { icon: <ShieldIcon />, text: m.promises.securePayments },
    ...(policy?.returnWindowDays === 0
      ? []
      : [
          {
            icon: <ReturnIcon />,
            text: policy ? m.promises.returns(policy.returnWindowDays) : m.promises.returnsPlain,
          },
        ]),
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
