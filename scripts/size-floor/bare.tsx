/**
 * The size floor as it was before ky was counted (React, react-dom, r2wc and zustand only), printed by
 * scripts/size.ts beside the floor of the whole stack (entry.tsx) for comparison.
 */
import { defineFloor } from './element';

defineFloor(async (count) => count + 1);
