import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {useSiteCustomFields} from '@site/src/utils/useSiteCustomFields';
import QuickStartCommands from './_quickStart.mdx';
import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {announcedVersion} = useSiteCustomFields();
  return (
    <div className={clsx('hero', styles.hero)}>
      <div className="container">
        <img
          className={styles.heroLogo}
          src={`${siteConfig.baseUrl}img/logo.svg`}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
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
