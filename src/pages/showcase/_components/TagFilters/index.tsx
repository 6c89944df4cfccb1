import {useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  showcaseTagList,
  type ShowcaseTagKey,
} from '@site/src/data/showcase/tags';
import styles from './styles.module.css';

interface TagFiltersProps {
  selectedTags: readonly ShowcaseTagKey[];
  onToggle: (tag: ShowcaseTagKey) => void;
}

const inputId = (tag: ShowcaseTagKey) => `showcase-tag-${tag}`;
const descriptionId = (tag: ShowcaseTagKey) =>
  `showcase-tag-${tag}-description`;

/**
 * One checkbox per tag. Each tag's description is linked to its checkbox with
 * `aria-describedby`, so screen readers announce it on focus, and it is shown
 * in a panel under the list while the tag is hovered or focused. The panel
 * keeps its own space, so it never covers the tags or the cards.
 */
export default function TagFilters({
  selectedTags,
  onToggle,
}: TagFiltersProps): ReactNode {
  const [hoveredTag, setHoveredTag] = useState<ShowcaseTagKey | null>(null);
  const [focusedTag, setFocusedTag] = useState<ShowcaseTagKey | null>(null);
  const describedTag = hoveredTag ?? focusedTag;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tags</legend>
      <ul className={styles.tagList} role="list">
        {showcaseTagList.map((tag) => (
          <li
            key={tag.key}
            className={styles.tagItem}
            onMouseEnter={() => setHoveredTag(tag.key)}
            onMouseLeave={() => setHoveredTag(null)}>
            <input
              type="checkbox"
              id={inputId(tag.key)}
              className={styles.checkbox}
              checked={selectedTags.includes(tag.key)}
              onChange={() => onToggle(tag.key)}
              onFocus={() => setFocusedTag(tag.key)}
              onBlur={() => setFocusedTag(null)}
              onKeyDown={(event) => {
                // Escape hides the description (WCAG 1.4.13, dismissible).
                if (event.key === 'Escape') {
                  setFocusedTag(null);
                  setHoveredTag(null);
                }
              }}
              aria-describedby={descriptionId(tag.key)}
            />
            <label
              htmlFor={inputId(tag.key)}
              className={styles.tagLabel}
              // The swatch and the checked border take the tag's own colour.
              style={{'--showcase-tag-color': tag.color} as CSSProperties}>
              <span className={styles.swatch} aria-hidden="true" />
              {tag.label}
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.descriptionPanel}>
        {showcaseTagList.map((tag) => (
          <p
            key={tag.key}
            className={styles.description}
            hidden={describedTag !== tag.key}>
            <strong aria-hidden="true">{tag.label}: </strong>
            <span id={descriptionId(tag.key)}>{tag.description}</span>
          </p>
        ))}
        <p
          className={clsx(styles.description, styles.hint)}
          hidden={describedTag !== null}
          aria-hidden="true">
          Point at a tag or focus it to read what it means.
        </p>
      </div>
    </fieldset>
  );
}
