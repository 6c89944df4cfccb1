/**
 * Wrapped (not ejected) to avoid a hydration mismatch in the theme's page:
 * it reads the `q` query parameter during its first render, which the
 * static HTML cannot know, so React 19 reported a recoverable error on every
 * /search/?q=… visit. The page renders once the browser has taken over; the
 * static HTML holds a simple heading in its place.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
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

export default function SearchPageWrapper(): ReactNode {
  const isBrowser = useIsBrowser();
  return isBrowser ? <SearchPage /> : <SearchPagePlaceholder />;
}
