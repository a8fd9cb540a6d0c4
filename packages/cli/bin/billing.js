#!/usr/bin/env node
// The `billing` command. CommonJS (bin/package.json), so that it runs before the ES module loader reads a file:
// that first read starts libuv's thread pool, whose size is read once, then (src/threadpool.cjs sets it for the
// read pool, as `npm start` and the image preload it). Then the TypeScript sources run through tsx's loader.
require('../src/threadpool.cjs');

import('tsx/esm/api').then(({ register }) => {
  register();
  return import('../src/main.ts');
});
