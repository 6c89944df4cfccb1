/**
 * The feature-requests page, rendered for /feature-requests/ and every path
 * below it. Without a configured board it is a guide to proposing a feature
 * on GitHub; with one, the board is embedded above the guide while the
 * reader is online.
 */
import {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {Props} from '@theme/FeatureRequestsPage';
import {embeddedBoard, subpathOf} from '../../board';
import styles from './styles.module.css';

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False during static rendering, so the built HTML never embeds the board. */
function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => false,
  );
}

function Board({address}: {address: string}): ReactNode {
  return (
    <section aria-labelledby="feature-requests-board">
      <Heading as="h2" id="feature-requests-board">
        The board
      </Heading>
      <p>
        Requests are also collected on a hosted board.{' '}
        <Link href={address}>Open the board in a new tab</Link> if the frame
        below stays empty.
      </p>
      <iframe
        className={styles.board}
        src={address}
        title="Hosted feature-request board"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </section>
  );
}

export default function FeatureRequestsPage({
  basePath,
  repositoryUrl,
  boardUrl,
}: Props): ReactNode {
  const {pathname} = useLocation();
  const isOnline = useIsOnline();
  const subpath = subpathOf(pathname, basePath);
  const board = embeddedBoard({boardUrl, isOnline, subpath});
  const issueSearch = `${repositoryUrl}/issues?q=${encodeURIComponent('is:issue sort:reactions-+1-desc')}`;

  return (
    <Layout
      title="Feature requests"
      description="How to propose a new Docusaurus feature: look for an existing request, describe the problem, suggest a solution and alternatives, then post it on GitHub.">
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Feature requests</Heading>
            <p className={styles.lead}>
              Ideas for Docusaurus are collected and discussed in public, in the
              GitHub repository of the project. This page shows how to check
              whether someone already asked for your idea, and how to write a
              proposal that maintainers can act on.
            </p>

            {subpath !== '' && board === null && (
              <div className="alert alert--info margin-bottom--lg" role="note">
                The address you followed, <code>{pathname}</code>, points into a
                feature-request board. This site does not show a board
                {boardUrl !== null && ' while you are offline'}, so every
                address below <code>{basePath}</code> opens this guide. The
                steps below lead to the same requests on GitHub.
              </div>
            )}

            {board !== null && <Board address={board} />}

            <Heading as="h2" id="look-for-an-existing-request">
              1. Look for an existing request
            </Heading>
            <p>
              Popular ideas tend to come up more than once. Before you write
              anything, search both places where requests live:
            </p>
            <ul>
              <li>
                <Link href={issueSearch}>GitHub issues</Link>, sorted by the
                number of thumbs-up reactions. Include closed issues: a request
                may have been declined with an explanation, or already shipped.
              </li>
              <li>
                <Link href={`${repositoryUrl}/discussions`}>
                  GitHub discussions
                </Link>
                , where early ideas are shaped before they become issues.
              </li>
            </ul>
            <p>
              Found it? Add a thumbs-up reaction to the first post instead of a
              &quot;+1&quot; comment: reactions let everyone sort requests by
              demand without notifying every subscriber. Comment only when you
              bring something new, such as a use case or a constraint that is
              not mentioned yet.
            </p>
            <p>
              The feature may also exist already. Search this site, read the{' '}
              <Link to="/changelog/">changelog</Link>, or try a{' '}
              <Link to="/community/canary/">canary release</Link>, which
              contains changes that are not published as a stable version yet.
            </p>

            <Heading as="h2" id="write-a-proposal">
              2. Write a proposal
            </Heading>
            <p>
              A proposal that maintainers can weigh answers three questions.
              Keep each answer short and concrete.
            </p>
            <dl className={styles.parts}>
              <dt>The problem</dt>
              <dd>
                What are you trying to do, and where does Docusaurus get in the
                way today? Describe your site and your readers. A concrete
                example, such as a page you cannot build or a configuration that
                does not work, says more than a general statement.
              </dd>
              <dt>The proposed solution</dt>
              <dd>
                How would it look to a site author? A configuration option, a
                front matter field, a theme component, a command-line flag.
                Sketch the API with a few lines of code if you can.
              </dd>
              <dt>The alternatives</dt>
              <dd>
                What did you try or consider? A community plugin, a swizzled
                theme component, a remark or rehype plugin, a workaround in your
                own code. Explain why each falls short.
              </dd>
            </dl>
            <p>
              Say whether you would like to implement the feature yourself. The{' '}
              <Link to="/community/contributing/">contributing guide</Link>{' '}
              explains how changes get into the project.
            </p>

            <Heading as="h2" id="post-it">
              3. Post it
            </Heading>
            <ul>
              <li>
                A well-defined feature with a clear API goes into an issue:{' '}
                <Link href={`${repositoryUrl}/issues/new/choose`}>
                  open an issue
                </Link>
                .
              </li>
              <li>
                An early idea that needs feedback first goes into a discussion:{' '}
                <Link href={`${repositoryUrl}/discussions`}>
                  start a discussion
                </Link>
                .
              </li>
            </ul>
            <p>
              Maintainers read new requests, ask questions when something is
              unclear and label them. Not every request is accepted: some fit
              better as a plugin that you publish yourself. The{' '}
              <Link to="/community/resources/">resources page</Link> lists
              community plugins, and the{' '}
              <Link to="/community/support/">support page</Link> tells you where
              to ask questions that are not feature requests.
            </p>
          </div>
        </div>
      </main>
    </Layout>
  );
}
