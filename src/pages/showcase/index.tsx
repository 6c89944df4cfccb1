import {useCallback, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {showcaseSites, type ShowcaseSite} from '@site/src/data/showcase/sites';
import type {ShowcaseTagKey} from '@site/src/data/showcase/tags';
import NameSearch from './_components/NameSearch';
import OperatorToggle from './_components/OperatorToggle';
import ShowcaseCard from './_components/ShowcaseCard';
import {SitePreviewSymbols} from './_components/SitePreview';
import TagFilters from './_components/TagFilters';
import {
  filterSites,
  noFilters,
  toggleTag,
  type TagOperator,
} from './_utils/filters';
import {useProgressiveLimit} from './_utils/useProgressiveLimit';
import {useShowcaseFilters} from './_utils/useShowcaseFilters';
import styles from './styles.module.css';

const addSiteUrl = 'https://github.com/facebook/docusaurus/discussions/7826';

// The data is sorted by title; splitting keeps that order in both lists.
const favoriteSites = showcaseSites.filter((site) =>
  site.tags.includes('favorite'),
);
const otherSites = showcaseSites.filter(
  (site) => !site.tags.includes('favorite'),
);

/** Cards in the first render (and the server HTML) of "All sites". */
const firstBatchSize = 48;
/** Cards added each time the browser is idle, until all are rendered. */
const laterBatchSize = 96;

function ShowcaseHeader(): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1">Sites built with Docusaurus</Heading>
      <p className={styles.intro}>
        Product manuals, open-source project docs, company handbooks and
        personal wikis: these sites all run on Docusaurus. Filter them by tag or
        look one up by name to find ideas for your own.
      </p>
      <Link className="button button--primary" href={addSiteUrl}>
        Add your site
      </Link>
    </header>
  );
}

function SiteList({sites}: {sites: readonly ShowcaseSite[]}): ReactNode {
  return (
    // An explicit role: Safari drops list semantics when bullets are off.
    <ul className={styles.cardList} role="list">
      {sites.map((site) => (
        <ShowcaseCard key={site.website} site={site} />
      ))}
    </ul>
  );
}

function useSiteCountLabel(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return useCallback(
    (count: number) =>
      selectMessage(count, '1 site|{count} sites').replace(
        '{count}',
        String(count),
      ),
    [selectMessage],
  );
}

function ShowcaseContent(): ReactNode {
  const {filters, setFilters} = useShowcaseFilters();
  const siteCountLabel = useSiteCountLabel();

  const shownFavorites = useMemo(
    () => filterSites(favoriteSites, filters),
    [filters],
  );
  const shownOthers = useMemo(
    () => filterSites(otherSites, filters),
    [filters],
  );
  const shownCount = shownFavorites.length + shownOthers.length;
  // The count above always covers every match; only the rendering of the
  // long list is spread over a few idle moments.
  const renderedOthers = useProgressiveLimit(
    otherSites.length,
    firstBatchSize,
    laterBatchSize,
  );

  const onToggleTag = (tag: ShowcaseTagKey) =>
    setFilters(toggleTag(filters, tag), 'push');
  const onOperatorChange = (operator: TagOperator) =>
    setFilters({...filters, operator}, 'push');
  const onNameChange = (name: string) =>
    setFilters({...filters, name}, 'replace');
  const onClearAll = () => setFilters(noFilters, 'push');

  return (
    <>
      <SitePreviewSymbols />
      <section className={styles.filters} aria-labelledby="filters">
        <div className={styles.filtersHeader}>
          <Heading as="h2" id="filters" className={styles.filtersTitle}>
            Filters
          </Heading>
          <p className={styles.count} aria-live="polite" aria-atomic="true">
            {siteCountLabel(shownCount)}
          </p>
          <OperatorToggle
            operator={filters.operator}
            onChange={onOperatorChange}
          />
          <button
            type="button"
            className={clsx(
              'button button--secondary button--sm',
              styles.clearAll,
            )}
            onClick={onClearAll}>
            Clear all
          </button>
        </div>
        <TagFilters selectedTags={filters.tags} onToggle={onToggleTag} />
        <NameSearch name={filters.name} onChange={onNameChange} />
      </section>

      {shownCount === 0 && (
        <p className={styles.empty}>
          No site matches these filters. Select fewer tags, switch to OR, or
          shorten the name you are looking for.
        </p>
      )}

      {shownFavorites.length > 0 && (
        <section
          className={clsx(styles.siteSection, styles.favorites)}
          aria-labelledby="favorites">
          <Heading as="h2" id="favorites">
            Our favorites
          </Heading>
          <SiteList sites={shownFavorites} />
        </section>
      )}

      {shownOthers.length > 0 && (
        <section className={styles.siteSection} aria-labelledby="all-sites">
          <Heading as="h2" id="all-sites">
            All sites
          </Heading>
          <SiteList sites={shownOthers.slice(0, renderedOthers)} />
        </section>
      )}
    </>
  );
}

export default function Showcase(): ReactNode {
  return (
    <Layout
      title="Showcase"
      description="Browse documentation sites, blogs and product pages built with Docusaurus, and filter them by tag or search them by name.">
      <main className="container margin-vert--lg">
        <ShowcaseHeader />
        <ShowcaseContent />
      </main>
    </Layout>
  );
}
