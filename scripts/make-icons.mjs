// Rasterises the SVG artwork in static/img into the PNG/ICO files that
// browsers, social networks and the PWA manifest need. Run it after editing
// the SVGs: `node scripts/make-icons.mjs`. The outputs are committed.
import {readFile, writeFile} from 'node:fs/promises';
import sharp from 'sharp';

const img = new URL('../static/img/', import.meta.url);

/**
 * @param {string} svgName
 * @param {string} outName
 * @param {{width: number, height: number}} size
 */
async function png(svgName, outName, size) {
  const svg = await readFile(new URL(svgName, img));
  await sharp(svg, {density: 384})
    .resize(size.width, size.height)
    .png({compressionLevel: 9})
    .toFile(new URL(outName, img).pathname);
  console.log(`wrote static/img/${outName}`);
}

// A maskable icon is cropped to a circle or squircle by the platform: the
// logo goes inside the central safe zone (a circle of 80% of the width) on a
// full-bleed background of the logo's own green.
/**
 * @param {string} svgName
 * @param {string} outName
 * @param {number} size
 */
async function maskable(svgName, outName, size) {
  const svg = await readFile(new URL(svgName, img));
  const logoSize = Math.round(size * 0.56);
  const logo = await sharp(svg, {density: 384})
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  await sharp({
    create: {width: size, height: size, channels: 4, background: '#2e8555'},
  })
    .composite([{input: logo, gravity: 'centre'}])
    .png({compressionLevel: 9})
    .toFile(new URL(outName, img).pathname);
  console.log(`wrote static/img/${outName}`);
}

// An ICO file may wrap PNG images directly (Vista and later read them).
/**
 * @param {string} svgName
 * @param {string} outName
 * @param {number[]} sizes
 */
async function ico(svgName, outName, sizes) {
  const svg = await readFile(new URL(svgName, img));
  const images = await Promise.all(
    sizes.map((size) =>
      sharp(svg, {density: 384}).resize(size, size).png().toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((data, index) => {
    const size = sizes[index] ?? 0;
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  await writeFile(new URL(outName, img), Buffer.concat([header, ...images]));
  console.log(`wrote static/img/${outName}`);
}

await png('logo.svg', 'icon-192.png', {width: 192, height: 192});
await png('logo.svg', 'icon-512.png', {width: 512, height: 512});
await maskable('logo.svg', 'icon-maskable-512.png', 512);
await png('logo.svg', 'apple-touch-icon.png', {width: 180, height: 180});
await png('social-card.svg', 'social-card.png', {width: 1200, height: 630});
await ico('logo.svg', 'favicon.ico', [16, 32, 48]);
