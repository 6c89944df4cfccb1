// The theme-common patch sets the first window size (just after hydration)
// inside startTransition, so the re-render of the page layout it causes
// yields to the browser (see the README's "Workarounds"). This runs the
// patched hook with React's hooks stubbed: the first update must happen
// inside a transition, a later resize outside one, and both must set the
// size the window has.
import path from 'node:path';
import {beforeEach, describe, expect, it, vi} from 'vitest';

const state = vi.hoisted(() => ({
  inTransition: false,
  effects: [] as (() => void | (() => void))[],
  updates: [] as {size: unknown; inTransition: boolean}[],
}));

vi.mock('react', () => ({
  useState: (init: () => unknown) => [
    init(),
    (size: unknown) =>
      state.updates.push({size, inTransition: state.inTransition}),
  ],
  useEffect: (effect: () => void | (() => void)) => {
    state.effects.push(effect);
  },
  startTransition: (update: () => void) => {
    state.inTransition = true;
    try {
      update();
    } finally {
      state.inTransition = false;
    }
  },
}));
vi.mock('@docusaurus/ExecutionEnvironment', () => ({
  default: {canUseDOM: true},
}));

const patchedFile = path.resolve(
  __dirname,
  '../../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js',
);

describe('useWindowSize (patched)', () => {
  const listeners = new Map<string, () => void>();
  beforeEach(() => {
    state.effects.length = 0;
    state.updates.length = 0;
    listeners.clear();
    vi.stubGlobal('window', {
      innerWidth: 412,
      addEventListener: (type: string, listener: () => void) =>
        listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    });
  });

  it('sets the first size in a transition and later sizes at once', async () => {
    const {useWindowSize} = (await import(patchedFile)) as {
      useWindowSize: () => string;
    };
    // Server rendering and hydration see the same constant.
    expect(useWindowSize()).toBe('ssr');
    expect(state.effects).toHaveLength(1);
    state.effects[0]!();
    expect(state.updates).toEqual([{size: 'mobile', inTransition: true}]);

    (window as unknown as {innerWidth: number}).innerWidth = 1280;
    listeners.get('resize')!();
    expect(state.updates.at(-1)).toEqual({
      size: 'desktop',
      inTransition: false,
    });
  });
});
