import { TopCategories } from '../features/catalog/components/top-categories';
import { PageTitle } from '../components/ui/page-title';
import { messages as m } from '../messages';

/** / — the hero and Top Categories; banners, offers and brands come with the home issue. */
export default function HomeRoute() {
  return (
    <div className="container home">
      <PageTitle title={m.home.title} />
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{m.home.title}</h1>
        <p>{m.home.lead}</p>
      </section>
      <TopCategories />
    </div>
  );
}
