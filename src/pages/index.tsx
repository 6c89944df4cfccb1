import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {useSiteCustomFields} from '@site/src/utils/useSiteCustomFields';
import QuickStartCommands from './_quickStart.mdx';
import styles from './index.module.css';

/** Size of the hero illustration (its SVG viewBox), for its aspect ratio. */
const heroArtSize = {width: 560, height: 440};

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {announcedVersion} = useSiteCustomFields();
  const heroLight = useBaseUrl('/img/home/hero-light.svg');
  const heroDark = useBaseUrl('/img/home/hero-dark.svg');
  // The illustration is a CSS background, so only the file of the colour
  // mode on screen is downloaded; the preloads start that download with the
  // HTML (by the system colour scheme, which the site follows by default).
  const artStyle = {
    '--hero-art-light': `url(${heroLight})`,
    '--hero-art-dark': `url(${heroDark})`,
    aspectRatio: `${heroArtSize.width} / ${heroArtSize.height}`,
  } as CSSProperties;
  return (
    <div className={clsx('hero', styles.hero)}>
      <Head>
        <link
          rel="preload"
          as="image"
          type="image/svg+xml"
          href={heroLight}
          media="(prefers-color-scheme: light)"
        />
        <link
          rel="preload"
          as="image"
          type="image/svg+xml"
          href={heroDark}
          media="(prefers-color-scheme: dark)"
        />
      </Head>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <Heading as="h1" className={clsx('hero__title', styles.heroTitle)}>
            {siteConfig.title}
          </Heading>
          <p className={clsx('hero__subtitle', styles.heroSubtitle)}>
            {siteConfig.tagline}
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link
              className="button button--secondary button--lg"
              to="/docs/playground/">
              Try it in your browser
            </Link>
          </div>
          <p className={styles.announcement}>
            <Link to={`/blog/releases/${announcedVersion}/`}>
              Read what is new in Docusaurus {announcedVersion}
            </Link>
          </p>
        </div>
        {/* Decorative: the mascot in front of a docs site. */}
        <div
          className={styles.heroArt}
          style={artStyle}
          aria-hidden="true"
          data-testid="hero-art"
        />
      </div>
    </div>
  );
}

function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start">
      <div className="container">
        <div className="row">
          <div className="col col--6">
            <Heading as="h2" id="quick-start">
              Start a site in one command
            </Heading>
            <p>
              The classic template gives you a docs section, a blog and a home
              page that you edit in place. It needs Node.js 18 or newer.
            </p>
            <ol>
              <li>Run the command to scaffold a new site.</li>
              <li>
                Run <code>npm start</code> inside the new folder and open the
                URL it prints.
              </li>
              <li>
                Edit <code>docs/intro.md</code>: the browser reloads as you
                save.
              </li>
            </ol>
            <p>
              <Link to="/docs/installation/">Read the installation guide</Link>
            </p>
          </div>
          <div className="col col--6">
            <QuickStartCommands />
          </div>
        </div>
      </div>
    </section>
  );
}

const destinations = [
  {
    title: 'Documentation',
    text: 'Guides for every feature, from your first page to plugins.',
    to: '/docs/',
  },
  {
    title: 'API reference',
    text: 'Every configuration option, CLI command and plugin API.',
    to: '/docs/cli/',
  },
  {
    title: 'Blog',
    text: 'Release notes and write-ups from the team.',
    to: '/blog/',
  },
  {
    title: 'Showcase',
    text: 'Sites built with Docusaurus, to borrow ideas from.',
    to: '/showcase/',
  },
] as const;

function Destinations(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="explore">
      <div className="container">
        <Heading as="h2" id="explore" className="text--center">
          Where to go next
        </Heading>
        <ul className={styles.destinations}>
          {destinations.map((item) => (
            <li key={item.to}>
              <Link className={styles.destination} to={item.to}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {description} = useSiteCustomFields();
  return (
    <Layout
      title={`${siteConfig.title}: documentation sites made easy`}
      description={description}>
      <main>
        <Hero />
        <HomepageFeatures />
        <QuickStart />
        <Destinations />
      </main>
    </Layout>
  );
}
