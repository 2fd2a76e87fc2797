/**
 * The element of the size floor: the smallest custom element made the same way as the widget (React 19
 * + react-dom, r2wc with an open shadow root, one zustand store per element via context) whose button
 * loads its next count with the `load` it is given. entry.tsx gives it a ky call, so the floor counts
 * the design's whole stack; bare.tsx a plain promise, the floor before ky was counted.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createContext, useContext, useState } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

interface CounterState {
  count: number;
  increment: () => void;
}

/** Where the element gets the count after `count`. */
export type LoadCount = (count: number) => Promise<number>;

const StoreContext = createContext<StoreApi<CounterState> | null>(null);

function Counter() {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Counter needs a store.');
  const count = useStore(store, (s) => s.count);
  const increment = useStore(store, (s) => s.increment);
  return (
    <button type="button" onClick={increment}>
      {count}
    </button>
  );
}

const floorElement = (load: LoadCount) =>
  function FloorElement() {
    const [store] = useState(() =>
      createStore<CounterState>()((set, get) => ({
        count: 0,
        increment: () => void load(get().count).then((count) => set({ count })),
      })),
    );
    return (
      <StoreContext.Provider value={store}>
        <Counter />
      </StoreContext.Provider>
    );
  };

/** Defines `<size-floor>`, whose count comes from `load`. */
export function defineFloor(load: LoadCount): void {
  if (!customElements.get('size-floor'))
    customElements.define('size-floor', r2wc(floorElement(load), { shadow: 'open' }));
}
