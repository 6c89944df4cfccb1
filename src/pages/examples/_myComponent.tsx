import {useState, type ReactNode} from 'react';

/** A small interactive component imported by the Markdown page example. */
export default function MyComponent(): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <div className="card padding--md margin-bottom--md">
      <p className="margin-bottom--sm">
        This React component is imported from <code>_myComponent.tsx</code>. It
        has its own state.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => setCount((value) => value + 1)}>
        Pressed {count} {count === 1 ? 'time' : 'times'}
      </button>
    </div>
  );
}
