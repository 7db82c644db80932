import type { ShopPolicy } from '@haat/contract';
import { fillAll, fillPolicy } from '../../lib/policy-text';
import { useEntityDetails } from '../../lib/entity';
import type { ProsePage as ProsePageContent } from '../../messages/site-pages';

/**
 * A static text page (terms, returns, privacy) from the message catalogue, its figures the
 * shop's own (lib/shop-policy.ts) and the operator named as its settings name it.
 */
export function ProsePage({ content, policy }: { content: ProsePageContent; policy: ShopPolicy }) {
  const operator = useEntityDetails();
  return (
    <article className="prose-page">
      <h1>{content.title}</h1>
      {fillAll(content.intro, policy, operator).map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
      {content.sections.map((section) => {
        const heading = fillPolicy(section.heading, policy, operator) ?? section.heading;
        return (
          <section key={heading}>
            <h2>{heading}</h2>
            {fillAll(section.paragraphs, policy, operator).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points ? (
              <ul>
                {fillAll(section.points, policy, operator).map((point) => (
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
