/**
 * Option reference table. Wrap a Markdown table whose first column holds the
 * option name in inline code; each body row gets an id equal to that name
 * (e.g. `#routeBasePath`) and a self-link, so a reader can link to one
 * option. The ids are reported to the broken-anchor checker like headings.
 * When one page has several tables that share option names (CLI commands,
 * navbar item types), `name` prefixes the ids: `<APITable name="build">`
 * gives `#build-out-dir`... and keeps every id on the page unique.
 *
 *   <APITable>
 *   | Name | Type | Default | Description |
 *   | --- | --- | --- | --- |
 *   | `routeBasePath` | `string` | `'docs'` | URL route of the docs. |
 *   </APITable>
 */
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type ElementWithChildren = ReactElement<{
  children?: ReactNode;
  id?: string;
  className?: string;
  'data-label'?: string;
}>;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (Array.isArray(node)) {
    return node.map(textOf).join('');
  }
  if (isValidElement<{children?: ReactNode}>(node)) {
    return textOf(node.props.children);
  }
  return '';
}

function elementChildren(node: ReactNode): ElementWithChildren[] {
  return Children.toArray(node).filter((child): child is ElementWithChildren =>
    isValidElement(child),
  );
}

/** The option name in a row's first cell, usable as an HTML id. */
export function rowId(firstCellText: string): string {
  return firstCellText.trim().replace(/\s+/g, '-');
}

/** The header cells' texts, one per column, from the table's `<thead>`. */
function columnLabels(sections: ElementWithChildren[]): string[] {
  const head = sections.find((section) => section.type === 'thead');
  const [headerRow] = head ? elementChildren(head.props.children) : [];
  return headerRow
    ? elementChildren(headerRow.props.children).map((cell) =>
        textOf(cell.props.children).trim(),
      )
    : [];
}

function Row({
  row,
  name,
  labels,
}: {
  row: ElementWithChildren;
  name: string | undefined;
  labels: readonly string[];
}): ReactNode {
  const brokenLinks = useBrokenLinks();
  // Each cell carries its column's name: in a narrow column the rows reflow
  // into blocks and the CSS shows the name beside the value.
  const cells = elementChildren(row.props.children).map((cell, index) =>
    cloneElement(cell, {'data-label': labels[index]}),
  );
  const [first, ...rest] = cells;
  if (!first) {
    return row;
  }
  const optionId = rowId(textOf(first.props.children));
  const id = name ? `${name}-${optionId}` : optionId;
  brokenLinks.collectAnchor(id);
  const linkedFirst = cloneElement(first, {
    children: (
      <>
        {first.props.children}
        <Link
          // `hash-link`: the theme's class for heading anchors (shown on
          // hover), which the search indexer also leaves out of the text.
          className={`hash-link ${styles.anchor}`}
          to={`#${id}`}
          aria-label={`Direct link to ${id}`}
          title={`Direct link to ${id}`}>
          #
        </Link>
      </>
    ),
  });
  return cloneElement(row, {
    id,
    className: styles.row,
    children: [linkedFirst, ...rest],
  });
}

export default function APITable({
  children,
  name,
}: {
  children: ReactNode;
  /** Prefix of the row ids, for pages with several tables. */
  name?: string;
}): ReactNode {
  const [table] = elementChildren(children);
  if (!table) {
    throw new Error('<APITable> expects a Markdown table as its only child.');
  }
  const tableSections = elementChildren(table.props.children);
  const labels = columnLabels(tableSections);
  const sections = tableSections.map((section) => {
    if (section.type !== 'tbody') {
      return section;
    }
    return cloneElement(section, {
      children: elementChildren(section.props.children).map((row) => (
        <Row
          key={row.key ?? textOf(row)}
          row={row}
          name={name}
          labels={labels}
        />
      )),
    });
  });
  return (
    <div className={styles.wrapper}>
      {cloneElement(table, {className: styles.table, children: sections})}
    </div>
  );
}
