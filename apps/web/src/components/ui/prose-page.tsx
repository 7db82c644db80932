import type { ShopPolicy } from '@haat/contract';
import { fillAll, fillPolicy } from '../../lib/shop-policy';
import type { ProsePage as ProsePageContent } from '../../messages/site-pages';

/**
 * A static text page (terms, returns, privacy) from the message catalogue, its figures the
 * shop's own (lib/shop-policy.ts).
 */
export function ProsePage({ content, policy }: { content: ProsePageContent; policy: ShopPolicy }) {
  return (
    <article className="prose-page">
      <h1>{content.title}</h1>
      {fillAll(content.intro, policy).map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
      {content.sections.map((section) => {
        const heading = fillPolicy(section.heading, policy) ?? section.heading;
        return (
          <section key={heading}>
            <h2>{heading}</h2>
            {fillAll(section.paragraphs, policy).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points ? (
              <ul>
                {fillAll(section.points, policy).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </article>
  );
}
