import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true }),
  commonjs(),
  typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, outDir: undefined, include: ['widget/**/*', 'core/**/*'] }),
  terser(),
];

export default [
  {
    input: 'widget/index.ts',
    output: { dir: 'dist/widget', format: 'es', entryFileNames: 'transfer-booking.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    plugins: plugins(),
  },
];
