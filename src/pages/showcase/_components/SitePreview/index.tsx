import {useMemo, type ReactNode} from 'react';
import type {ShowcaseSite} from '@site/src/data/showcase/sites';
import {
  drawSitePreview,
  previewHeight,
  previewWidth,
} from '../../_utils/sitePreview';
import styles from './styles.module.css';

const badgeWidth = 120;
const badgeHeight = 84;

/**
 * A generated picture for a card: no screenshot and no external image, so the
 * page loads nothing from the sites it lists. Decorative: the card's title
 * says the same thing in words.
 */
export default function SitePreview({site}: {site: ShowcaseSite}): ReactNode {
  const drawing = useMemo(() => drawSitePreview(site), [site]);
  return (
    <svg
      className={styles.preview}
      viewBox={`0 0 ${previewWidth} ${previewHeight}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false">
      <rect
        width={previewWidth}
        height={previewHeight}
        fill={drawing.background}
      />
      {/* The drawing never changes for a site, so indexes are stable keys. */}
      {drawing.discs.map((disc, index) => (
        <circle
          key={index}
          cx={disc.cx}
          cy={disc.cy}
          r={disc.r}
          fill={disc.fill}
          fillOpacity={disc.opacity}
        />
      ))}
      {/* A dark badge keeps the initials readable on pale tag colours. */}
      <rect
        x={(previewWidth - badgeWidth) / 2}
        y={(previewHeight - badgeHeight) / 2}
        width={badgeWidth}
        height={badgeHeight}
        rx={18}
        fill="#000"
        fillOpacity={0.55}
      />
      <text
        className={styles.initials}
        x={previewWidth / 2}
        y={previewHeight / 2}
        textAnchor="middle"
        dominantBaseline="central">
        {drawing.initials}
      </text>
    </svg>
  );
}
