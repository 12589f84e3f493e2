import sharp from 'sharp';
const [,, out, width, ...files] = process.argv;
const w = Number(width);
const imgs = await Promise.all(files.map(async (f) => {
  const img = sharp(f); const m = await img.metadata();
  const h = Math.min(m.height, 1600);
  return { buf: await sharp(f).extract({ left: 0, top: 0, width: m.width, height: h }).resize({ width: w }).toBuffer(), h: Math.round(h * w / m.width) };
}));
const H = Math.max(...imgs.map(i => i.h));
await sharp({ create: { width: w * imgs.length + 10 * (imgs.length - 1), height: H, channels: 3, background: '#888' } })
  .composite(imgs.map((i, k) => ({ input: i.buf, left: k * (w + 10), top: 0 }))).png().toFile(out);
