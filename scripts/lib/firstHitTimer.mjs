// Times a search from a reader's action to the first hit, inside the page:
// from the action's event time to the moment a hit enters the DOM.
// Playwright's waitForSelector polls with a back-off (20, 50, 100, 100,
// 500 ms), and its round trips are not the reader's wait, so neither end is
// taken from the test runner.

/**
 * Starts the timer: the first `eventType` event after this call is the
 * start, the first element matching `hitSelector` the end.
 * @param {import('playwright-core').Page} page
 * @param {'keydown' | 'click' | 'input'} eventType
 * @param {string} hitSelector
 */
export async function startFirstHitTimer(page, eventType, hitSelector) {
  await page.evaluate(
    ({type, selector}) => {
      const timing = {started: NaN, firstHit: NaN};
      Object.assign(window, {__firstHitTiming: timing});
      addEventListener(
        type,
        (event) => {
          timing.started = event.timeStamp;
        },
        {capture: true, once: true},
      );
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          timing.firstHit = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    },
    {type: eventType, selector: hitSelector},
  );
}

/**
 * Milliseconds from the event to the first hit, once the hit is there.
 * @param {import('playwright-core').Page} page
 */
export async function firstHitMs(page) {
  const ms = await page.evaluate(() => {
    const {__firstHitTiming: timing} =
      /** @type {typeof window & {__firstHitTiming: {started: number, firstHit: number}}} */ (
        window
      );
    return timing.firstHit - timing.started;
  });
  return Math.round(ms);
}
