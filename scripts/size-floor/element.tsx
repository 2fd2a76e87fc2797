/**
 * The size floor of the widget budget: the smallest custom element made the same way as the widget
 * (React 19 + react-dom, r2wc with an open shadow root, one zustand store per element via context),
 * and nothing else. scripts/size.ts compares the widget's first step against this bundle.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createContext, useContext, useState } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

interface CounterState {
  count: number;
  increment: () => void;
}

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

function FloorElement() {
  const [store] = useState(() =>
    createStore<CounterState>()((set) => ({
      count: 0,
      increment: () => set((s) => ({ count: s.count + 1 })),
    })),
  );
  return (
    <StoreContext.Provider value={store}>
      <Counter />
    </StoreContext.Provider>
  );
}

if (!customElements.get('size-floor'))
  customElements.define('size-floor', r2wc(FloorElement, { shadow: 'open' }));
