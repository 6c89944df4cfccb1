import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {features, type Feature} from '@site/src/data/features';
import styles from './styles.module.css';

/** Width and height of the feature illustrations (their SVG viewBox). */
const illustrationWidth = 240;
const illustrationHeight = 120;

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  const light = useBaseUrl(`/img/home/feature-${feature.image}-light.svg`);
  const dark = useBaseUrl(`/img/home/feature-${feature.image}-dark.svg`);
  return (
    <li className={styles.card}>
      {/* Decorative: the title and text say what the picture shows. Lazy, so
          the hidden colour mode's file is never fetched. */}
      <ThemedImage
        className={styles.illustration}
        sources={{light, dark}}
        alt=""
        width={illustrationWidth}
        height={illustrationHeight}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <Heading as="h3" className={styles.cardTitle}>
          <Link to={feature.to}>{feature.title}</Link>
        </Heading>
        <p>{feature.description}</p>
      </div>
    </li>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className="text--center">
          What you get
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
