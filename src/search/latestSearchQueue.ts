/**
 * The order in which the search worker answers keystrokes. One search runs
 * at a time; keystrokes that arrive meanwhile wait, and only the newest of
 * them runs next. Each waiting keystroke a newer one replaces is answered
 * with the newer one's result, right after it, so every call resolves and
 * nothing is ranked for a query the reader has already typed past. Both
 * the modal and the search page drop an answer that arrives after the
 * answer to a newer query, so the replaced answers are never shown (they
 * need not fit the request they answer: the page's search sends a
 * varying number of queries at once).
 *
 * A running search is not cut short once it ranks: its hits reach the
 * modal while the reader types on (the modal shows the newest result that
 * has arrived), so a reader who types fast still sees hits after the first
 * search instead of only after the last keystroke. When a newer keystroke
 * is already waiting by then, those hits list their pages by title and load
 * no page text (localClient.ts), so the newer search starts sooner.
 */

/** What a run gives back when it skipped its query for a newer one. */
export const superseded = Symbol('superseded');

export type SearchRun<Request, Result> = (
  request: Request,
  /** True when a newer request is waiting: the run may skip its query. */
  isSuperseded: () => boolean,
) => Promise<Result | typeof superseded>;

interface Waiter<Result> {
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function createLatestSearchQueue<Request, Result>(
  run: SearchRun<Request, Result>,
): (request: Request) => Promise<Result> {
  let running = false;
  /**
   * The newest request not started yet, and every call it answers: its
   * own first, then those of the requests it replaced.
   */
  let waiting: {request: Request; waiters: Waiter<Result>[]} | undefined;

  const start = (request: Request, waiters: Waiter<Result>[]): void => {
    running = true;
    run(request, () => waiting !== undefined).then(
      (result) => {
        running = false;
        if (result === superseded && waiting) {
          // The newest request answers this one's callers too.
          waiting.waiters.push(...waiters);
        } else if (result === superseded) {
          // Nothing newer came after all: run the same request again.
          start(request, waiters);
          return;
        } else {
          waiters.forEach(({resolve}) => resolve(result));
        }
        next();
      },
      (error: unknown) => {
        running = false;
        waiters.forEach(({reject}) => reject(error));
        next();
      },
    );
  };

  const next = (): void => {
    if (waiting && !running) {
      const {request, waiters} = waiting;
      waiting = undefined;
      start(request, waiters);
    }
  };

  return (request) =>
    new Promise<Result>((resolve, reject) => {
      const waiter = {resolve, reject};
      if (running) {
        waiting = {
          request,
          waiters: [waiter, ...(waiting?.waiters ?? [])],
        };
      } else {
        start(request, [waiter]);
      }
    });
}
