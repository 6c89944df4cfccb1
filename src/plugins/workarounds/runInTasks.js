// Runs a list of steps, each in a task of its own (see steppedEntry.js).
'use strict';

/**
 * @typedef {[name: string, run: () => unknown]} Step
 */

/** Prefix of the performance mark each step sets as it starts. */
const markPrefix = 'docusaurus entry: ';

/**
 * Runs the first step now and each next one in a later task, so the browser
 * can paint and handle input in between. A step that returns a promise is
 * waited for, whether it fulfils or rejects: the next steps then run as
 * they would have (a failed preload fails again, and is reported, where the
 * client entry preloads). Each step sets a performance mark
 * (`docusaurus entry: <name>`), which profiles show on the timeline.
 * @param {readonly Step[]} steps
 * @param {(next: () => void) => void} [nextTask] schedules a task
 */
function runInTasks(steps, nextTask = (next) => setTimeout(next, 0)) {
  /** @param {number} index */
  const runFrom = (index) => {
    const step = steps[index];
    if (step === undefined) {
      return;
    }
    const [name, run] = step;
    performance.mark(markPrefix + name);
    const result = run();
    if (index + 1 === steps.length) {
      return;
    }
    const scheduleNext = () => nextTask(() => runFrom(index + 1));
    if (result instanceof Promise) {
      result.then(scheduleNext, scheduleNext);
    } else {
      scheduleNext();
    }
  };
  runFrom(0);
}

exports.runInTasks = runInTasks;
exports.markPrefix = markPrefix;
