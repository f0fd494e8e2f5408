async ([actual, expected]) => {
  const load = (src) => new Promise((done, fail) => {
    const image = new Image();
    image.onload = () => done(image);
    image.onerror = fail;
    image.src = src;
  });
  const [a, b] = await Promise.all([load(actual), load(expected)]);
  if (a.width !== b.width || a.height !== b.height) return { size: [a.width, a.height, b.width, b.height], share: 1 };
  const pixels = (image) => {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height).data;
  };
  const [pa, pb] = [pixels(a), pixels(b)];
  let differ = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const d = Math.max(Math.abs(pa[i] - pb[i]), Math.abs(pa[i + 1] - pb[i + 1]), Math.abs(pa[i + 2] - pb[i + 2]));
    if (d > 40) differ += 1;
  }
  return { share: differ / (pa.length / 4) };
}
