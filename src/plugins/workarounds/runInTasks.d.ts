export type Step = readonly [name: string, run: () => unknown];
export declare const markPrefix: string;
export declare function runInTasks(
  steps: readonly Step[],
  nextTask?: (next: () => void) => void,
): void;
