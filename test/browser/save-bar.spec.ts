import { ADMIN as admin, expect, logIn, newPiece, test } from './support/fixtures';
import { adminToken } from './support/working-day';

// The maker edits from her phone too: the form's sticky bar (its notice and buttons) must leave her the form.

test("on a 390 × 844 phone the edit form's sticky bar stays slim, and its one line says when a scheduled piece goes public before it is cut", async ({
  page,
  request,
}) => {
  await logIn(page, admin.email, admin.password);
  const id = await newPiece(request, await adminToken(page), `Pasek ${Date.now().toString(36)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, when, said] of [
    [`/jewellery/${id}/edit`, 'Zapisz zmiany', 'Zaplanowano na 24 grudnia 2099, 09:00'],
    [`/jewellery/${id}/edit?lang=en`, 'Save changes', 'Scheduled for 24 December 2099, 09:00'],
  ]) {
    await page.goto(path);
    await page.locator('input[type="datetime-local"]').fill('2099-12-24T09:00');
    // The top of the form in view: the bar sticks to the screen's foot over the fields.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: when }).click();
    const bar = page.locator('.product-form__submit');
    const notice = bar.getByRole('status');
    await expect(notice).toContainText(said);
    // Back at the top of the form (the saved form starts again, the notice may scroll itself into view): the
    // bar rests on the screen's foot, at most an eighth of it.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = await bar.boundingBox();
        return box && [Math.round(box.y + box.height), box.height <= 844 / 8];
      })
      .toEqual([844, true]);
    // The date is whole within the line: whatever is cut comes after it.
    // Measured in the shop's own font, once it is there (a wider fallback would cut sooner).
    await page.evaluate(() => document.fonts.ready);
    const fits = await notice.evaluate((element, prefix) => {
      const text = element.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, prefix.length);
      const style = getComputedStyle(element);
      return (
        range.getBoundingClientRect().right <=
        element.getBoundingClientRect().right - parseFloat(style.paddingRight) + 0.5
      );
    }, said);
    expect(fits).toBe(true);
  }
});
