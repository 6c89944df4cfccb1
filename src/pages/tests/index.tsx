import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const sections = [
  {
    to: '/tests/docs/',
    title: 'Docs tests',
    text: 'A docs instance with its own sidebars: drafts and unlisted docs, category index conventions, a huge nested category, link and TOC cases, tags, and file names with spaces or non-ASCII characters.',
  },
  {
    to: '/tests/blog/',
    title: 'Blog tests',
    text: 'A blog instance with three posts per page over seven pages: authors, tags, duplicate titles, footnote collisions, MDX in feeds and feeds styled with custom XSLT.',
  },
  {
    to: '/tests/pages/',
    title: 'Pages tests',
    text: 'Standalone pages for code blocks, diagrams, tabs, links, history, hydration, error boundaries, crash handling, style isolation, z-index and more.',
  },
] as const;

export default function TestsIndex(): ReactNode {
  return (
    <Layout
      title="Tests"
      description="Test fixtures of the Docusaurus website: docs, blog posts and pages that exercise framework features and edge cases.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tests</Heading>
        <p>
          These pages exercise Docusaurus features and edge cases. They let you
          see how the framework renders unusual content, and the site&apos;s
          browser tests use them to prove behaviours. Search engines are asked
          not to index them.
        </p>
        <ul className="row padding--none">
          {sections.map((section) => (
            <li
              key={section.to}
              className="col col--4 margin-bottom--md"
              style={{listStyle: 'none'}}>
              <div className="card padding--md" style={{height: '100%'}}>
                <Heading as="h2">
                  <Link to={section.to}>{section.title}</Link>
                </Heading>
                <p className="margin-bottom--none">{section.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
