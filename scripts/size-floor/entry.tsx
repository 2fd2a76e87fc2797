/**
 * The size floor of the widget budget: the floor element (element.tsx) loading its count through a ky
 * instance made as client/ makes one (a base, a timeout, retries, a hook). React, react-dom, r2wc,
 * zustand and ky: the design's stack and nothing else. scripts/size.ts compares the widget's first step
 * against this bundle.
 */
import ky from 'ky';
import { defineFloor } from './element';

const api = ky.create({
  prefix: '/api/',
  timeout: 30_000,
  retry: { limit: 2 },
  hooks: { beforeRequest: [({ request }) => request.headers.set('x-floor', '1')] },
});

defineFloor((count) => api.get('count', { searchParams: { after: count } }).json<number>());
