import {memo, type CSSProperties, type ReactNode} from 'react';
import type {ShowcaseSite} from '@site/src/data/showcase/sites';
import {
  previewHeight,
  previewLayouts,
  previewModel,
  previewWidth,
  type PreviewLayout,
} from '../../_utils/sitePreview';
import styles from './styles.module.css';

const viewBox = `0 0 ${previewWidth} ${previewHeight}`;
const symbolId = (layout: PreviewLayout) => `showcase-preview-${layout}`;

/** Shorthands for the drawing: colours come from the card's CSS variables. */
const fill = (variable: string): CSSProperties => ({fill: `var(${variable})`});
const stroke = (variable: string, width: number): CSSProperties => ({
  stroke: `var(${variable})`,
  strokeWidth: width,
  strokeLinecap: 'round',
  fill: 'none',
});

function Line({
  x1,
  x2,
  y,
  color = '--sp-line',
  width = 4,
}: {
  x1: number;
  x2: number;
  y: number;
  color?: string;
  width?: number;
}): ReactNode {
  return <path d={`M${x1} ${y}H${x2}`} style={stroke(color, width)} />;
}

/** The browser window and the site's navbar, the same in every layout. */
function Chrome(): ReactNode {
  return (
    <>
      <rect
        width={previewWidth}
        height={previewHeight}
        style={fill('--sp-frame')}
      />
      <circle cx={14} cy={12} r={3} style={fill('--sp-dot')} />
      <circle cx={24} cy={12} r={3} style={fill('--sp-dot')} />
      <circle cx={34} cy={12} r={3} style={fill('--sp-dot')} />
      <rect
        x={46}
        y={5}
        width={200}
        height={14}
        rx={7}
        style={fill('--sp-page')}
      />
      <rect
        x={6}
        y={24}
        width={308}
        height={150}
        rx={5}
        style={fill('--sp-page')}
      />
      <rect
        x={16}
        y={34}
        width={14}
        height={14}
        rx={3}
        style={fill('--site-accent')}
      />
      <path d="M6 58H314" style={stroke('--sp-frame', 1.5)} />
    </>
  );
}

const layoutDrawings: Record<PreviewLayout, ReactNode> = {
  // Sidebar with the current page, heading, text and a code block.
  docs: (
    <>
      <path d="M84 58V174" style={stroke('--sp-frame', 1.5)} />
      <Line x1={18} x2={66} y={72} />
      <Line x1={18} x2={62} y={84} color="--site-accent" />
      <Line x1={18} x2={70} y={96} />
      <Line x1={18} x2={56} y={108} />
      <Line x1={18} x2={64} y={120} />
      <Line x1={18} x2={50} y={132} />
      <Line x1={98} x2={196} y={76} color="--sp-strong" width={8} />
      <Line x1={98} x2={296} y={94} />
      <Line x1={98} x2={282} y={106} />
      <Line x1={98} x2={236} y={118} />
      <rect
        x={98}
        y={130}
        width={168}
        height={32}
        rx={4}
        style={fill('--sp-frame')}
      />
      <Line x1={108} x2={148} y={141} color="--sp-strong" width={3} />
      <Line x1={108} x2={196} y={151} color="--sp-dot" width={3} />
    </>
  ),
  // A hero band in the accent colour with a button, then three cards.
  landing: (
    <>
      <rect
        x={6}
        y={58}
        width={308}
        height={64}
        style={fill('--site-accent')}
        opacity={0.16}
      />
      <Line x1={110} x2={210} y={78} color="--sp-strong" width={8} />
      <Line x1={124} x2={196} y={92} />
      <rect
        x={138}
        y={100}
        width={44}
        height={12}
        rx={6}
        style={fill('--site-accent')}
      />
      {[22, 118, 214].map((x) => (
        <g key={x}>
          <rect
            x={x}
            y={132}
            width={84}
            height={32}
            rx={4}
            style={stroke('--sp-line', 1.5)}
          />
          <Line x1={x + 10} x2={x + 50} y={143} color="--sp-strong" width={3} />
          <Line x1={x + 10} x2={x + 70} y={153} width={3} />
        </g>
      ))}
    </>
  ),
  // One column: date, title, author, paragraphs.
  blog: (
    <>
      <Line x1={104} x2={144} y={72} />
      <Line x1={104} x2={232} y={86} color="--sp-strong" width={8} />
      <Line x1={104} x2={180} y={99} color="--sp-strong" width={8} />
      <circle cx={110} cy={116} r={6} style={fill('--site-accent')} />
      <Line x1={122} x2={164} y={116} />
      <Line x1={104} x2={222} y={136} />
      <Line x1={104} x2={216} y={148} />
      <Line x1={104} x2={196} y={160} />
    </>
  ),
};

/**
 * The drawings every preview reuses, once per page: each card is then one
 * `<use>` and its own words, not a full drawing (353 cards).
 */
export function SitePreviewSymbols(): ReactNode {
  return (
    <svg className={styles.symbols} aria-hidden="true" focusable="false">
      <defs>
        {previewLayouts.map((layout) => (
          <symbol key={layout} id={symbolId(layout)} viewBox={viewBox}>
            <Chrome />
            {layoutDrawings[layout]}
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/**
 * A card's picture: a browser window with the site's address, its name in
 * its navbar, its tags' colours and the outline of the kind of site it is.
 * Drawn here, so the page loads nothing from the sites it lists.
 * Decorative: the card's title and tags say the same in words.
 */
function SitePreview({site}: {site: ShowcaseSite}): ReactNode {
  const model = previewModel(site);
  return (
    <svg
      className={styles.preview}
      viewBox={viewBox}
      style={{'--site-accent': model.accent} as CSSProperties}
      aria-hidden="true"
      focusable="false">
      <use href={`#${symbolId(model.layout)}`} />
      <text className={styles.host} x={58} y={15.5}>
        {model.host}
      </text>
      <text className={styles.name} x={38} y={45}>
        {model.name}
      </text>
      {model.tagColors.map((color, index) => (
        <circle
          // A tag appears once per site, so its colour position is stable.
          key={`${color}-${index}`}
          className={styles.tagDot}
          cx={300 - (model.tagColors.length - 1 - index) * 12}
          cy={41}
          r={3.5}
          fill={color}
        />
      ))}
    </svg>
  );
}

export default memo(SitePreview);
