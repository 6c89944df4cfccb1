// The documentation: the docs sidebar, the table of contents
// (H2–H3), synced tabs, Mermaid and KaTeX in both colour modes, and the
// generated category index pages.
import type {Locator, Page} from '@playwright/test';
import {waitForHydration} from './support/test';
import {expect, test} from './support/sharedTab';

test.beforeEach(async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
});

function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

/** The toggle button of a sidebar category, found by its label. */
function categoryToggle(sidebar: Locator, label: string): Locator {
  return sidebar.locator(
    `button[aria-label="Collapse sidebar category '${label}'"], button[aria-label="Expand sidebar category '${label}'"]`,
  );
}

test.describe('docs sidebar', () => {
  test('renders the outline in order', async ({page}) => {
    await page.goto('/docs/sidebar/items/');
    const topLevel = docsSidebar(page).locator(
      '.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a',
    );
    await expect(topLevel).toHaveText([
      'Introduction',
      'Getting Started',
      'Guides',
      'Advanced Guides',
      'Upgrading',
    ]);
  });

  test('expands the categories of the active page', async ({page}) => {
    await page.goto('/docs/sidebar/items/');
    const sidebar = docsSidebar(page);
    for (const label of ['Guides', 'Docs', 'Sidebar']) {
      await expect(categoryToggle(sidebar, label)).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    // Categories off the active path stay collapsed.
    for (const label of ['Advanced Guides', 'Upgrading', 'Markdown Features']) {
      await expect(categoryToggle(sidebar, label)).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(
      'Sidebar items',
    );
    await expect(
      sidebar.getByRole('link', {name: 'Sidebar items'}),
    ).toBeVisible();
  });

  test('moves the expanded path with the active page', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/sidebar/items/');
    const sidebar = docsSidebar(page);
    await categoryToggle(sidebar, 'Advanced Guides').click();
    await sidebar.getByRole('link', {name: 'Routing'}).click();
    await expect(page).toHaveURL(/\/docs\/advanced\/routing\/$/);
    await expect(categoryToggle(sidebar, 'Advanced Guides')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(
      'Routing',
    );
  });
});

test('the table of contents lists H2 and H3 headings only', async ({page}) => {
  await page.goto('/docs/markdown-features/toc/');
  const article = page.locator('article');
  const h4 = article.getByRole('heading', {
    level: 4,
    name: 'An h4 heading outside the table of contents',
  });
  await expect(h4).toHaveAttribute(
    'id',
    'an-h4-heading-outside-the-table-of-contents',
  );

  const toc = page.locator('.theme-doc-toc-desktop');
  const tocLinks = toc.getByRole('link');
  await expect(tocLinks.first()).toBeVisible();
  const tocTargets = await tocLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  // Every H2 and H3 of the article, in order, and nothing else.
  const headingTargets = await article
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.closest('.theme-code-block') === null)
        .map((heading) => `#${heading.id}`),
    );
  expect(tocTargets).toEqual(headingTargets);
  expect(tocTargets).toContain('#pinned-anchor');
  expect(tocTargets).not.toContain(
    '#an-h4-heading-outside-the-table-of-contents',
  );
  await expect(toc).not.toContainText('An h4 heading');
});

test.describe('tabs with a groupId', () => {
  const osGroups = (page: Page) =>
    page
      .getByRole('tablist')
      .filter({has: page.getByRole('tab', {name: 'Linux'})});

  test('switch together and keep the choice across pages and reloads', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/markdown-features/tabs/');
    const groups = osGroups(page);
    await expect(groups).toHaveCount(2);
    await expect(
      groups.nth(1).getByRole('tab', {name: 'macOS'}),
    ).toHaveAttribute('aria-selected', 'true');

    await groups.first().getByRole('tab', {name: 'Linux'}).click();
    await expect(
      groups.nth(1).getByRole('tab', {name: 'Linux'}),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByText('Project caches live in ~/.cache'),
    ).toBeVisible();
    expect(
      await page.evaluate(() =>
        localStorage.getItem('docusaurus.tab.operating-systems-189'),
      ),
    ).toBe('linux');

    // Another page with the same groupId opens on the same choice.
    await gotoHydrated('/docs/markdown-features/admonitions/');
    await expect(
      osGroups(page).getByRole('tab', {name: 'Linux'}),
    ).toHaveAttribute('aria-selected', 'true');

    await gotoHydrated('/docs/markdown-features/tabs/');
    await expect(
      osGroups(page).first().getByRole('tab', {name: 'Linux'}),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('the npm2yarn install tabs share one choice site-wide', async ({
    page,
    gotoHydrated,
  }) => {
    const installTabs = (p: Page) =>
      p
        .getByRole('tablist')
        .filter({has: p.getByRole('tab', {name: 'pnpm'})})
        .first();
    await gotoHydrated('/docs/markdown-features/tabs/');
    await installTabs(page).getByRole('tab', {name: 'pnpm'}).click();
    expect(
      await page.evaluate(() =>
        localStorage.getItem('docusaurus.tab.npm2yarn-189'),
      ),
    ).toBe('pnpm');

    await gotoHydrated('/docs/installation/');
    const tabs = installTabs(page);
    await expect(tabs.getByRole('tab', {name: 'pnpm'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      tabs.getByRole('tab', {name: 'npm', exact: true}),
    ).toHaveAttribute('aria-selected', 'false');
  });
});

test.describe('diagrams and math in both colour modes', () => {
  test('a Mermaid diagram renders as SVG in light and dark mode', async ({
    page,
  }) => {
    const nodeFills: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await page.goto('/docs/markdown-features/diagrams/');
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        colorScheme,
      );
      const diagram = page.locator('.docusaurus-mermaid-container svg').first();
      await expect(diagram).toBeVisible();
      const node = diagram.locator('.node').first();
      await expect(node).toBeVisible();
      await expect(diagram).toContainText(/\w+/);
      nodeFills.push(
        await node
          .locator('rect, polygon, path')
          .first()
          .evaluate((shape) => getComputedStyle(shape).fill),
      );
    }
    // Drawn with the theme of each mode, not one image for both.
    expect(nodeFills[0]).not.toBe(nodeFills[1]);
  });

  test('a KaTeX formula renders with the KaTeX stylesheet in light and dark mode', async ({
    page,
  }) => {
    const textColours: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await page.goto('/docs/markdown-features/math-equations/');
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        colorScheme,
      );
      const formula = page.locator('.katex-display .katex').first();
      await expect(formula).toBeVisible();
      const style = await formula.evaluate((element) => {
        const mathml = element.querySelector('.katex-mathml');
        return {
          fontFamily: getComputedStyle(element).fontFamily,
          color: getComputedStyle(element).color,
          // The stylesheet hides the MathML copy visually (kept for screen
          // readers); without it each formula shows twice.
          mathmlPosition: mathml ? getComputedStyle(mathml).position : null,
        };
      });
      expect(style.fontFamily).toContain('KaTeX_Main');
      expect(style.mathmlPosition).toBe('absolute');
      await expect(formula.locator('.katex-html')).toBeVisible();
      expect(
        await page.evaluate(async () => {
          await document.fonts.ready;
          return document.fonts.check('16px KaTeX_Main');
        }),
      ).toBe(true);
      textColours.push(style.color);
    }
    // The formula follows the page's text colour in each mode.
    expect(textColours[0]).not.toBe(textColours[1]);
  });
});

test.describe('category index pages', () => {
  test('Getting Started lists its four pages', async ({page}) => {
    await page.goto('/docs/category/getting-started/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Getting Started',
    );
    // A description for search engines and link previews (Lighthouse SEO).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Install Docusaurus/,
    );
    const cards = page.locator('article a.card');
    await expect(cards.locator('h2')).toHaveText([
      /Installation/,
      /Configuration/,
      /Playground/,
      /TypeScript Support/,
    ]);
    await expect(cards.first()).toHaveAttribute('href', '/docs/installation/');
    await waitForHydration(page);
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/docs\/playground\/$/);
  });

  test('Docusaurus Guides lists the children of the Guides category', async ({
    page,
  }) => {
    await page.goto('/docs/category/guides/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Docusaurus Guides',
    );
    const cardTargets = await page
      .locator('article a.card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
    // The same pages, in the same order, as the category in the sidebar.
    const guides = docsSidebar(page)
      .locator('.theme-doc-sidebar-item-category-level-1')
      .filter({
        has: page.locator(
          '> .menu__list-item-collapsible > a:text-is("Guides")',
        ),
      });
    const sidebarTargets = await guides
      .locator('> ul > li')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('a')?.getAttribute('href')),
      );
    expect(cardTargets).toHaveLength(14);
    expect(cardTargets).toEqual(sidebarTargets);
    expect(cardTargets[0]).toBe('/docs/creating-pages/');
  });
});

test.describe('images taught on the assets page', () => {
  for (const version of ['', '3.8.1/', '3.7.0/']) {
    test(`the require() example renders its image (/docs/${version})`, async ({
      page,
    }) => {
      await page.goto(`/docs/${version}markdown-features/assets/`);
      const example = page.getByRole('img', {
        name: 'The social card of this website',
      });
      await expect(example).toHaveAttribute('src', /\S/);
      await example.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          example.evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
    });
  }
});

test.describe('last updated', () => {
  test('shows the date without the git author', async ({page}) => {
    for (const path of ['/docs/installation/', '/community/support/']) {
      await page.goto(path);
      const lastUpdated = page.locator('.theme-last-updated');
      await expect(lastUpdated, path).toContainText('Last updated on');
      await expect(lastUpdated, path).not.toContainText(' by ');
    }
  });
});

/** Tables (or their scroll boxes) that reach past the article's column. */
async function overflowingTables(page: Page) {
  return page.evaluate(() => {
    const column = document.querySelector('article .markdown');
    if (!column) {
      throw new Error('no article column');
    }
    const {left, right} = column.getBoundingClientRect();
    return Array.from(column.querySelectorAll('table')).flatMap((table) => {
      const box = table.getBoundingClientRect();
      return box.left < left - 1 || box.right > right + 1
        ? [`${table.rows[1]?.textContent?.slice(0, 40)}: ${box.width}px`]
        : [];
    });
  });
}

test.describe('tables fit their column', () => {
  test('at 390 px the option tables reflow and nothing is wider than the column', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    for (const path of [
      '/docs/api/docusaurus-config/',
      '/docs/api/plugins/@docusaurus/plugin-content-docs/',
    ]) {
      await page.goto(path);
      expect(await overflowingTables(page), path).toEqual([]);
      // The page itself never scrolls sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
        path,
      ).toBe(true);
      // An option's description is in view, not in a hidden column.
      const description = page.locator('tr#url td').last();
      if (path.endsWith('docusaurus-config/')) {
        await description.scrollIntoViewIfNeeded();
        const box = await description.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
    }
  });

  test('on desktop the plugins overview table shows every column', async ({
    page,
  }) => {
    await page.goto('/docs/api/plugins/');
    const table = page.locator('article .markdown table').first();
    await expect(table).toContainText('What it does');
    const hidden = await table.evaluate(
      (element) => element.scrollWidth - element.clientWidth,
    );
    expect(hidden).toBeLessThanOrEqual(1);
    expect(await overflowingTables(page)).toEqual([]);
  });
});

test.describe('Mermaid diagrams keep their text size', () => {
  test('diagrams are drawn at their natural size; wide ones scroll', async ({
    page,
  }) => {
    await page.goto('/docs/markdown-features/diagrams/');
    const diagrams = page.locator('.docusaurus-mermaid-container svg');
    await expect(diagrams.first()).toBeVisible();
    const scales = await diagrams.evaluateAll((svgs) =>
      svgs.map((svg) => {
        const {width} = (svg as SVGSVGElement).viewBox.baseVal;
        return svg.getBoundingClientRect().width / width;
      }),
    );
    expect(scales.length).toBeGreaterThan(0);
    for (const scale of scales) {
      expect(scale).toBeCloseTo(1, 2);
    }
    // Labels render at the size of the body text.
    const sizes = await page.evaluate(() => {
      const label = document.querySelector(
        '.docusaurus-mermaid-container .nodeLabel',
      );
      return {
        label: label ? parseFloat(getComputedStyle(label).fontSize) : 0,
        body: parseFloat(
          getComputedStyle(document.querySelector('article p')!).fontSize,
        ),
      };
    });
    expect(sizes.label).toBeGreaterThanOrEqual(sizes.body);

    // A diagram wider than the column scrolls in its own keyboard-reachable
    // box; the page does not.
    await page.setViewportSize({width: 390, height: 844});
    const scroller = page
      .getByRole('group', {name: 'Diagram'})
      .filter({has: page.locator('svg')})
      .first();
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const overflow = await scroller.evaluate((element) => ({
      inner: element.scrollWidth,
      outer: element.clientWidth,
    }));
    expect(overflow.inner).toBeGreaterThan(overflow.outer);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
  });
});
