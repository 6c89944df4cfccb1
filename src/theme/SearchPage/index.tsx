/**
 * Wrapped (not ejected) to avoid a hydration mismatch in the theme's page:
 * it reads the `q` query parameter during its first render, which the
 * static HTML cannot know, so React 19 reported a recoverable error on every
 * /search/?q=… visit. The page renders once the browser has taken over; the
 * static HTML holds a simple heading in its place.
 */
import {useEffect, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchPage from '@theme-original/SearchPage';

function SearchPagePlaceholder(): ReactNode {
  const title = translate({
    id: 'theme.SearchPage.emptyResultsTitle',
    message: 'Search the documentation',
    description: 'The search page title for empty query',
  });
  return (
    <Layout title={title}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
      </main>
    </Layout>
  );
}

/**
 * The theme's version filter on this page is a bare <select> with no label,
 * so screen readers announce it as an unnamed combo box. Naming it from
 * outside keeps the page wrapped rather than ejected.
 */
function useLabelledVersionSelect(isBrowser: boolean): void {
  useEffect(() => {
    if (!isBrowser) {
      return;
    }
    const label = translate({
      id: 'site.SearchPage.versionSelectLabel',
      message: 'Documentation version',
      description: 'Accessible name of the version filter on the search page',
    });
    document
      .querySelectorAll('form select')
      .forEach((select) => select.setAttribute('aria-label', label));
  }, [isBrowser]);
}

export default function SearchPageWrapper(): ReactNode {
  const isBrowser = useIsBrowser();
  useLabelledVersionSelect(isBrowser);
  return (
    <>
      {/* The theme's page sets a title only: no summary for search
          engines and link previews. */}
      <PageMetadata
        description={translate({
          id: 'site.SearchPage.description',
          message:
            'Search the Docusaurus documentation, blog and community pages.',
          description: 'The meta description of the search page',
        })}
      />
      {isBrowser ? <SearchPage /> : <SearchPagePlaceholder />}
    </>
  );
}
