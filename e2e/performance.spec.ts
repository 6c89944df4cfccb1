// Heavy libraries load only on the pages that use them.
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {entryScriptsId} from '../config/htmlTemplate';
import {builtFile} from './support/builtSite';
import {recordScripts} from './support/scriptRequests';
import {expect, test} from './support/sharedTab';

/**
 * Records the JavaScript files a page loads (not prefetches: the shared
 * recorder tells them apart) and returns their sources, read from the build:
 * a response body can no longer be read once the page moves on, and a
 * missing file must fail the test, not count as an empty script.
 */
function trackScripts(page: Page): () => Promise<string[]> {
  const {paths} = recordScripts(page);
  return async () =>
    paths
      .filter((pathname) => pathname.endsWith('.js'))
      .map((pathname) => builtFile(decodeURIComponent(pathname.slice(1))));
}

/** The scripts the page's loader adds (config/htmlTemplate.ts), in order. */
async function listedScripts(page: Page): Promise<string[]> {
  return JSON.parse(
    (await page.locator(`#${entryScriptsId}`).textContent())!,
  ) as string[];
}

/** A hydrated page reacts: its colour mode toggle switches to light. */
async function expectColourToggleWorks(page: Page): Promise<void> {
  await page
    .getByRole('button', {
      name: 'Switch between dark and light mode (currently system mode)',
    })
    .click();
  await expect(page.locator('html')).toHaveAttribute(
    'data-theme-choice',
    'light',
  );
}

/** An event of a Chromium trace (the fields the tests read). */
type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
};

async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts = trackScripts(page);
  await page.goto(path);
  // The scripts start once the page has painted: on a busy machine the
  // network can look idle before that.
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  return scripts();
}

const isMermaid = (source: string) => source.includes('mermaidCaptureSizes');
// Prism's core: its grammar walker and plain-text grammar names survive
// minification.
const isPrism = (source: string) =>
  /\bDFS\(/.test(source) && source.includes('plaintext');
// The theme's CodeBlock: the translation id of its word-wrap button.
const isCodeBlock = (source: string) =>
  source.includes('theme.CodeBlock.wordWrapToggle');
const isLiveEditor = (source: string) =>
  source.includes('react-live') || source.includes('sucrase');

test('a doc page without diagrams or live code loads neither library', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, '/docs/installation/');
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.some(isMermaid)).toBe(false);
  expect(scripts.some(isLiveEditor)).toBe(false);
});

test('the home page loads neither library', async ({page}) => {
  const scripts = await scriptsOf(page, '/');
  expect(scripts.some(isMermaid)).toBe(false);
  expect(scripts.some(isLiveEditor)).toBe(false);
});

test('a page with a diagram loads Mermaid and renders it in both colour modes', async ({
  page,
}) => {
  const scripts = trackScripts(page);
  await page.goto('/docs/markdown-features/diagrams/');
  // Mermaid loads after first paint: wait for the diagram, then look at
  // what was downloaded.
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scripts()).some(isMermaid)).toBe(true);
  await page.evaluate(() => localStorage.setItem('theme-189', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.locator('.docusaurus-mermaid-container svg').first(),
  ).toBeVisible();
});

test('live code blocks still run on their page', async ({page}) => {
  await page.goto('/docs/markdown-features/code-blocks/');
  const playground = page.locator('[class*="playgroundContainer"]').first();
  const editor = playground.locator('[contenteditable]');
  await expect(editor).toBeVisible();
  // The result renders in the sandboxed live code frame.
  const preview = playground
    .locator('[class*="playgroundPreview"]')
    .frameLocator('iframe')
    .locator('body');
  await expect(preview).toContainText('10 characters');
  // Editing the code re-renders the preview: change the initial text.
  await editor.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf('Docusaurus');
      if (start >= 0) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 'Docusaurus'.length);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        (element as HTMLElement).focus();
        return;
      }
    }
    throw new Error('initial text not found in the live editor');
  });
  await page.keyboard.type('Docs');
  await expect(preview).toContainText('4 characters');
});

// Code blocks are highlighted at build time (src/plugins/code-highlighting):
// pages without code blocks load neither the theme's CodeBlock nor Prism,
// and pages with code blocks load CodeBlock but not Prism.
for (const path of ['/', '/docs/advanced/', '/blog/', '/community/support/']) {
  test(`${path} (no code block) loads no Prism and no CodeBlock`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.some(isPrism)).toBe(false);
    expect(scripts.some(isCodeBlock)).toBe(false);
  });
}

test('a doc page with code blocks loads CodeBlock, but no Prism', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, '/docs/installation/');
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(scripts.some(isCodeBlock)).toBe(true);
  expect(scripts.some(isPrism)).toBe(false);
});

test('code block lines are HTML React does not manage, recoloured with the colour mode', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/installation/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const blocks = page.locator('.theme-code-block code');
  await expect(blocks.first().locator('.token-line').first()).toBeVisible();
  // React marks each element it manages with its fiber: the code elements
  // are React's, the hundreds of line and token spans inside them are not.
  const managed = await blocks.evaluateAll((elements) => {
    const isReacts = (node: Element) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    return {
      blocks: elements.length,
      codeElements: elements.filter(isReacts).length,
      inside: elements.flatMap((element) =>
        Array.from(element.querySelectorAll('*')).filter(isReacts),
      ).length,
      spans: elements.reduce(
        (count, element) => count + element.querySelectorAll('span').length,
        0,
      ),
    };
  });
  expect(managed.blocks).toBeGreaterThan(3);
  expect(managed.codeElements).toBe(managed.blocks);
  expect(managed.spans).toBeGreaterThan(100);
  expect(managed.inside).toBe(0);
  const code = blocks.first();
  // The lines take the Prism theme of the mode the reader switches to.
  const line = code.locator('.token-line').first();
  const lightColour = 'rgb(31, 35, 40)';
  const darkColour = 'rgb(224, 227, 231)';
  await expect(line).toHaveCSS('color', lightColour);
  // The toggle cycles system -> light -> dark.
  const toggle = (mode: string) =>
    page.getByRole('button', {
      name: `Switch between dark and light mode (currently ${mode} mode)`,
    });
  await toggle('system').click();
  await toggle('light').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(line).toHaveCSS('color', darkColour);
});

// Hydration keeps the code blocks the server sent. The classic theme keys a
// block's content on useIsBrowser(), so every block was thrown away and
// built again right after hydration; the Prism colours of a dark-mode
// reader come from the colour mode's own update instead.
for (const [colorScheme, background] of [
  ['light', '#f6f8fa'],
  ['dark', '#1e2124'],
] as const) {
  test(`code blocks keep their server-rendered elements through hydration, in the ${colorScheme} Prism theme`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme});
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marked = {
          hydrated: document.documentElement.dataset.hasHydrated ?? null,
          blocks: 0,
        };
        document.querySelectorAll('.theme-code-block pre').forEach((pre) => {
          Object.assign(pre, {__fromServer: true});
          marked.blocks += 1;
        });
        Object.assign(window, {__marked: marked});
      });
    });
    await page.goto('/docs/installation/');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      colorScheme,
    );
    // The copy buttons render after hydration, in the same update that
    // rebuilt the blocks.
    await expect(
      page.locator('.theme-code-block').first().getByRole('button', {
        name: 'Copy code to clipboard',
      }),
    ).toBeAttached();
    const marked = await page.evaluate(
      () =>
        (
          window as unknown as {
            __marked: {hydrated: string | null; blocks: number};
          }
        ).__marked,
    );
    // The blocks were marked before the page hydrated (the server's HTML
    // says "false").
    expect(marked.hydrated).toBe('false');
    expect(marked.blocks).toBeGreaterThan(3);
    const kept = await page
      .locator('.theme-code-block pre')
      .evaluateAll((elements) =>
        elements.map((element) => '__fromServer' in element),
      );
    expect(kept).toEqual(Array.from({length: marked.blocks}, () => true));
    await expect
      .poll(() =>
        page
          .locator('.theme-code-block')
          .first()
          .evaluate((element) =>
            getComputedStyle(element)
              .getPropertyValue('--prism-background-color')
              .trim(),
          ),
      )
      .toBe(background);
  });
}

test('code computed by a page is highlighted after Prism loads on demand', async ({
  page,
}) => {
  const scripts = trackScripts(page);
  await page.goto('/docs/styling-layout/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // The colour generator's CSS is computed in the browser: the build
  // cannot highlight it.
  const css = page
    .getByRole('group', {name: 'Color generator'})
    .locator('.theme-code-block');
  await expect(css.locator('.token.selector').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scripts()).some(isPrism)).toBe(true);
});

test('the runtime is small: the chunk hash map loads only when a chunk the page did not name is needed', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/docs/installation/');
  const listed = await listedScripts(page);
  const runtimeSrc = listed.find((src) => src.includes('/runtime~main.'))!;
  expect(gzipSync(builtFile(runtimeSrc.slice(1))).length).toBeLessThanOrEqual(
    5 * 1024,
  );

  // Without the map the page still hydrates and works...
  const context = page.context();
  let mapRequests = 0;
  await context.route(/\/assets\/js\/chunk-map\.[0-9a-f]+\.js$/, (route) => {
    mapRequests += 1;
    return route.abort();
  });
  const fresh = await context.newPage();
  await fresh.goto('/docs/installation/');
  await expect(fresh.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
  await expectColourToggleWorks(fresh);
  // The search page starts its worker, whose file the runtime names
  // without waiting for the map.
  const searchPage = await context.newPage();
  const pageErrors: string[] = [];
  searchPage.on('pageerror', (error) => pageErrors.push(error.message));
  await searchPage.goto('/search/?q=sidebar');
  await expect(
    searchPage.locator('main article h2 a[href^="/docs/"]').first(),
  ).toBeVisible({timeout: 15_000});
  expect(pageErrors).toEqual([]);
  // ...and a page it moves to loads once the map can be loaded again.
  await expect.poll(() => mapRequests).toBeGreaterThan(0);
  await context.unroute(/\/assets\/js\/chunk-map\.[0-9a-f]+\.js$/);
  await fresh
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Configuration', exact: true})
    .click();
  await expect(fresh.getByRole('heading', {level: 1})).toHaveText(
    'Configuration',
  );
});

/**
 * When each entry script started downloading, and when the page first
 * painted content, in page time.
 */
async function entryScriptTiming(page: Page) {
  return page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) =>
        /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(entry.name),
      )
      .map((entry) => entry.startTime);
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {entries, firstPaint: paint?.startTime ?? null};
  });
}

test('the entry scripts start downloading once the page has painted its text', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/docs/installation/');
  // No tag the browser would fetch while it still waits for the stylesheet.
  await expect(page.locator('script[src*="/assets/js/main."]')).toHaveCount(1);
  const html = await (await page.request.get('/docs/installation/')).text();
  expect(html).not.toMatch(/<script[^>]*src=[^>]*assets\/js\/main\./);
  const {entries, firstPaint} = await entryScriptTiming(page);
  expect(entries).toHaveLength(2);
  expect(firstPaint).not.toBeNull();
  for (const start of entries) {
    expect(start).toBeGreaterThanOrEqual(firstPaint!);
  }
});

/**
 * A doc page, and pages of two areas whose routes load on demand (an older
 * docs version, the changelog): their area's routes chunk is named too.
 */
const namedChunkPages = {
  '/docs/installation/': false,
  '/docs/3.8.1/installation/': true,
  '/changelog/3.8.1/': true,
};

for (const [path, inLazyArea] of Object.entries(namedChunkPages)) {
  test(`a page names the route chunks it hydrates with beside its entry scripts: ${path}`, async ({
    page,
  }) => {
    const {paths: requested} = recordScripts(page);
    await page.goto(path);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The chunk hash map loads in idle time for the prefetches and may come
    // before the hydrated flag; it is not part of the page. (The shared tab
    // has no service worker, whose registration would load workbox-window
    // after the load event.)
    const loadedToHydrate = requested.filter(
      (src) => !src.includes('/chunk-map.'),
    );
    const listed = await listedScripts(page);
    // More than runtime and main: the page's own chunks...
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.some((src) => src.includes('/lazy-route-area-'))).toBe(
      inLazyArea,
    );
    expect(loadedToHydrate.filter((src) => !listed.includes(src))).toEqual([]);
    // ...so none of them waits for the entry script to ask for it.
    expect(listed.filter((src) => !loadedToHydrate.includes(src))).toEqual([]);
  });
}

test('pages of the areas whose routes load on demand hydrate without the chunk hash map', async ({
  page,
}) => {
  await page.route(/\/assets\/js\/chunk-map\.[0-9a-f]+\.js$/, (route) =>
    route.abort(),
  );
  for (const [path, title] of [
    ['/docs/3.8.1/installation/', 'Installation'],
    ['/changelog/3.8.1/', '3.8.1'],
  ] as const) {
    const pageErrors: string[] = [];
    const onError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onError);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute(
      'data-has-hydrated',
      'true',
    );
    // The page itself, not the error screen of a chunk that failed to load.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    expect(pageErrors).toEqual([]);
    page.off('pageerror', onError);
  }
  // Hydrated, the page reacts: the colour mode toggle works.
  await expectColourToggleWorks(page);
});

test('a page opened in a background tab loads its scripts at once', async ({
  page,
  gotoHydrated,
}) => {
  // A hidden page paints only when shown: it must not wait for a paint.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => 'hidden',
    });
  });
  await gotoHydrated('/docs/installation/');
  const {entries, firstPaint} = await entryScriptTiming(page);
  expect(entries).toHaveLength(2);
  expect(firstPaint).not.toBeNull();
  for (const start of entries) {
    expect(start).toBeLessThan(firstPaint!);
  }
});

test('a browser without paint timing still runs the page', async ({
  page,
  gotoHydrated,
}) => {
  await page.addInitScript(() => {
    // @ts-expect-error: a browser without the API
    delete window.PerformanceObserver;
  });
  await gotoHydrated('/docs/installation/');
  expect(await page.evaluate(() => 'PerformanceObserver' in window)).toBe(
    false,
  );
  await expect(page.locator('html')).toHaveAttribute(
    'data-has-hydrated',
    'true',
  );
});

// The first localeCompare or Intl.DateTimeFormat of a page sets up ICU's
// collator or date data: 15-28 ms of main thread each here, inside
// hydration. The theme only sorts plugin paths and object keys with it, and
// formats dates in `en`, which the patches do without ICU (see the README's
// "Workarounds"). The tags list page sorts tag names for readers and keeps
// the collator.
for (const path of [
  '/',
  '/docs/installation/',
  '/blog/',
  '/blog/releases/3.8/',
  '/changelog/3.8.1/',
]) {
  test(`${path} hydrates without ICU's collator or date formatter`, async ({
    page,
    gotoHydrated,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {__icuCalls: calls});
      const compare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof compare>
      ) {
        calls.push('localeCompare');
        return compare.apply(this, args);
      };
      // Counts the construction of an Intl service, with or without `new`.
      const counted = <T extends object>(name: string, service: T): T =>
        new Proxy(service, {
          construct(target, args: unknown[]) {
            calls.push(`Intl.${name}`);
            return Reflect.construct(target as never, args) as object;
          },
          apply(target, self, args: unknown[]) {
            calls.push(`Intl.${name}`);
            return Reflect.apply(target as never, self, args) as unknown;
          },
        });
      Intl.Collator = counted('Collator', Intl.Collator);
      Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await gotoHydrated(path);
    // Dates are still shown (server text kept through hydration).
    if (path !== '/') {
      await expect(page.locator('main time').first()).toHaveText(
        /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
    }
    expect(
      await page.evaluate(
        () => (window as unknown as {__icuCalls: string[]}).__icuCalls,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The entry script's work (the route manifest, React DOM, the site's data,
// the client modules and the app, the match of the page's route, the
// modules of that route, then the start of hydration) runs as several tasks, not one long one, so the page
// can paint and answer input between them. Each step sets a performance
// mark; the browser's trace shows which task each mark was set in.
for (const path of ['/', '/docs/installation/']) {
  test(`the entry script evaluates the app in several tasks: ${path}`, async ({
    page,
    gotoHydrated,
  }) => {
    const browser = page.context().browser()!;
    await browser.startTracing(page, {
      categories: ['toplevel', 'blink.user_timing'],
    });
    await gotoHydrated(path);
    const {traceEvents} = JSON.parse(
      (await browser.stopTracing()).toString(),
    ) as {traceEvents: TraceEvent[]};
    const prefix = 'docusaurus entry: ';
    const marks = traceEvents.filter((event) => event.name.startsWith(prefix));
    expect(marks.map((mark) => mark.name.slice(prefix.length))).toEqual([
      'routes',
      'react-dom',
      'site data',
      'client modules',
      'app',
      'route match',
      'first route',
      'entry',
    ]);
    // The task each mark was set in: a task of the thread that ran it.
    const taskOf = (mark: TraceEvent) =>
      traceEvents.findIndex(
        (task) =>
          task.name === 'ThreadControllerImpl::RunTask' &&
          task.pid === mark.pid &&
          task.tid === mark.tid &&
          task.ts <= mark.ts &&
          mark.ts <= task.ts + (task.dur ?? 0),
      );
    const tasks = marks.map(taskOf);
    expect(tasks).not.toContain(-1);
    expect(new Set(tasks).size).toBe(marks.length);
    await expectColourToggleWorks(page);
  });
}
