import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Text over pictures, which axe cannot judge: its contrast measured from pixels. The text is made
// transparent (its place and its element's own background kept), the page is photographed where its lines
// stand, and each pixel behind them is compared with the text's own colour (WCAG's ratio of relative
// luminances). The 5th percentile must reach AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).

type Rgb = [number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

interface Measured {
  /** The ratio most pixels behind the text reach: its 5th percentile. */
  p5: number;
  min: number;
  median: number;
  /** What AA asks of this text: 3 for large text, 4.5 otherwise. */
  needed: number;
}

/** The contrast of `text`'s colour against the pixels behind its lines. */
async function contrastBehind(page: Page, locator: Locator): Promise<Measured> {
  // The element itself, held while its text is made transparent.
  const text = (await locator.elementHandle())!;
  const { color, rects, large } = await text.evaluate((element) => {
    const style = getComputedStyle(element);
    const range = document.createRange();
    range.selectNodeContents(element);
    const size = parseFloat(style.fontSize);
    return {
      color: style.color,
      rects: [...range.getClientRects()]
        .filter((rect) => rect.width > 1 && rect.height > 1)
        .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height })),
      large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
    };
  });
  const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.map(Number);
  const textLuminance = luminance([r, g, b]);
  // The glyphs go, the element's own background (a pill behind a link) stays: it is part of what the text is read on.
  await text.evaluate((element) =>
    (element as HTMLElement).style.setProperty('color', 'transparent', 'important'),
  );
  const ratios: number[] = [];
  try {
    for (const rect of rects) {
      const shot = await page.screenshot({ clip: rect, animations: 'disabled' });
      const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      for (let at = 0; at < info.width * info.height * 3; at += 3)
        ratios.push(ratio(textLuminance, luminance([data[at], data[at + 1], data[at + 2]])));
    }
  } finally {
    await text.evaluate((element) => (element as HTMLElement).style.removeProperty('color'));
    await text.dispose();
  }
  ratios.sort((a, b) => a - b);
  const at = (share: number) => ratios[Math.floor(share * (ratios.length - 1))];
  return { p5: at(0.05), min: ratios[0], median: at(0.5), needed: large ? 3 : 4.5 };
}

/** The demo blog's posts with a picture (the first three). */
async function postsWithPictures(page: Page): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1; id <= 3; id++) {
    const post = await page.request.get(`/api/publications/${id}`);
    if (post.ok() && ((await post.json()) as { image?: string | null }).image) ids.push(id);
  }
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

for (const size of [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  for (const theme of ['dark', 'light']) {
    test(`a post's title over its picture reaches AA from the pixels behind it (${size.name}, ${theme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        deviceScaleFactor: 1,
      });
      await context.addCookies([{ name: 'theme', value: theme, url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      for (const id of await postsWithPictures(page)) {
        await page.goto(`/publication/${id}`, { waitUntil: 'networkidle' });
        await expect(page.locator('.publication__background')).toHaveJSProperty('complete', true);
        const measured = await contrastBehind(page, page.getByRole('heading', { level: 1 }));
        expect(measured.p5, `post ${id}: ${JSON.stringify(measured)}`).toBeGreaterThanOrEqual(
          measured.needed,
        );
      }
      await context.close();
    });
  }
}

test("the home hero's 'Zaloguj się' link reaches AA over the slideshow in the light theme on a phone, slide after slide", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  await context.addCookies([{ name: 'theme', value: 'light', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  for (const language of ['pl', 'en']) {
    await page.goto(language === 'en' ? '/?lang=en' : '/', { waitUntil: 'networkidle' });
    const link = page
      .getByRole('main')
      .getByRole('link', { name: language === 'en' ? 'Log in' : 'Zaloguj się', exact: true });
    await expect(link).toBeVisible();
    // Two slides: the picture behind the link changes every 4 s.
    for (const slide of [0, 1]) {
      if (slide) await page.waitForTimeout(4_600);
      const measured = await contrastBehind(page, link);
      expect(measured.p5, `${language}, slide ${slide}: ${JSON.stringify(measured)}`).toBeGreaterThanOrEqual(
        measured.needed,
      );
    }
  }
  await context.close();
});
