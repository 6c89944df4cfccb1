import type {ReactNode} from 'react';
import {clampName, maxNameLength} from '../../_utils/filters';
import styles from './styles.module.css';

interface NameSearchProps {
  name: string;
  onChange: (name: string) => void;
}

/**
 * Search box for site titles. What is typed is only ever rendered as React
 * text, so markup in it is shown, never run.
 */
export default function NameSearch({
  name,
  onChange,
}: NameSearchProps): ReactNode {
  return (
    <div className={styles.search}>
      <label htmlFor="showcase-name-search" className={styles.label}>
        Search by name
      </label>
      <input
        id="showcase-name-search"
        type="search"
        className={styles.input}
        placeholder="Site title"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxNameLength}
        value={name}
        // maxLength limits typing and pasting only; a value set by script
        // could be longer, so clamp here as well.
        onChange={(event) => onChange(clampName(event.target.value))}
      />
    </div>
  );
}
