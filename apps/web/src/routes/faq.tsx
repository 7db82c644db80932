import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { messages as m } from '../messages/site-pages';

/** /contact — linked with the label FAQ (docs/spec.md §2). */
export default function FaqRoute() {
  return (
    <article className="prose-page faq">
      <PageTitle title={m.faq.title} />
      <h1>{m.faq.title}</h1>
      {m.faq.intro.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}
      {m.faq.groups.map((group) => (
        <section key={group.heading}>
          <h2>{group.heading}</h2>
          {group.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </details>
          ))}
        </section>
      ))}
      <p className="faq-more">
        {m.faq.stillNeedHelp} <Link to="/contactus">{m.faq.contactLink}</Link>
      </p>
    </article>
  );
}
