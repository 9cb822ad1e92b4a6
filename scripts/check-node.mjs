// Stops `npm start` at once, with a clear message, on a Node.js older than the one the project runs on.
import { readFileSync } from 'node:fs';
import { tooOld } from './node-version.mjs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
if (tooOld(process.versions.node, wanted)) {
  console.error(
    `Node.js ${process.versions.node} est trop ancien : Security Ops Manager demande Node.js ${wanted} ` +
      '(22 ou 24 recommandé en production, voir .nvmrc).',
  );
  process.exit(1);
}
