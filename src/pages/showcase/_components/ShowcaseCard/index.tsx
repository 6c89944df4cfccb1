import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ShowcaseSite} from '@site/src/data/showcase/sites';
import {showcaseTags} from '@site/src/data/showcase/tags';
import SitePreview from '../SitePreview';
import styles from './styles.module.css';

function TagPills({site}: {site: ShowcaseSite}): ReactNode {
  if (site.tags.length === 0) {
    return null;
  }
  return (
    <ul className={styles.tags} aria-label={`Tags of ${site.title}`}>
      {site.tags.map((key) => {
        const tag = showcaseTags[key];
        return (
          <li key={key} className={styles.tag}>
            <span
              className={styles.tagDot}
              style={{backgroundColor: tag.color}}
              aria-hidden="true"
            />
            {tag.label}
          </li>
        );
      })}
    </ul>
  );
}

function ShowcaseCard({site}: {site: ShowcaseSite}): ReactNode {
  return (
    <li className={clsx('card', styles.card)}>
      <div className={styles.preview}>
        <SitePreview site={site} />
      </div>
      <div className={clsx('card__body', styles.body)}>
        <div className={styles.titleRow}>
          <Heading as="h3" className={styles.title}>
            {/* External: Docusaurus Link opens it in a new tab, no opener. */}
            <Link href={site.website} className={styles.titleLink}>
              {site.title}
            </Link>
          </Heading>
          {site.source !== null && (
            <Link
              href={site.source}
              className={clsx(
                'button button--secondary button--sm',
                styles.sourceLink,
              )}
              aria-label={`Source of ${site.title}`}>
              source
            </Link>
          )}
        </div>
        <p className={styles.description}>{site.description}</p>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <TagPills site={site} />
      </div>
    </li>
  );
}

// Memoised: a filter change re-renders the list, but a card only changes
// with its site, and the site objects never change.
export default memo(ShowcaseCard);
