import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className="text--center">
          What you get
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={feature.to}>{feature.title}</Link>
              </Heading>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
