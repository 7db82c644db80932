import type { ProsePage as ProsePageContent } from '../../messages/site-pages';

/** A static text page (terms, returns, privacy) from the message catalogue. */
export function ProsePage({ content }: { content: ProsePageContent }) {
  return (
    <article className="prose-page">
      <h1>{content.title}</h1>
      {content.intro.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points ? (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
