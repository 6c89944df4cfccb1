// Writes the site's SVG artwork (logo, home illustrations, avatars) from the
// drawings in scripts/artwork/ into static/img/. Run it after changing a
// drawing, a palette, a blog author or a team member, then rasterise the
// icons: `npx vite-node scripts/make-artwork.ts && node scripts/make-icons.mjs`.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {artworkFiles} from './artwork/catalog';

const staticDir = path.resolve(__dirname, '../static');

for (const [sitePath, svg] of await artworkFiles()) {
  const file = path.join(staticDir, sitePath);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, svg);
  console.log(`wrote static${sitePath}`);
}
