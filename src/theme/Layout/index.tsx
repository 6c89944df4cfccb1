/**
 * Wrapped (not ejected) to keep the /tests/ area out of search engines:
 * the test-fixture pages exist for readers and browser tests, not for search
 * results. Docs have a `noIndex` option; the blog and pages plugins do not.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme-original/Layout';
import type {Props} from '@theme/Layout';
import {isTestsPath} from '@site/src/utils/testsPath';

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      {isTestsPath(pathname, siteConfig.baseUrl) && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <Layout {...props} />
    </>
  );
}
