import { describe, expect, it } from 'vitest';
import { otherVersion, requireEitherVersion, version } from './bilingual';
import { anyRefused, formReducer, isDirty, startForm, type FormState } from './form-state';
import { withoutRefusals } from './refusals';
import { sameValues } from './same-values';

interface Values {
  nameEn: string;
  namePl: string;
  price: string;
  photos: { key: string; file?: File; refused?: string[] }[];
}

const initial: Values = { nameEn: '', namePl: '', price: '', photos: [{ key: 'a' }] };
const refused = (state: FormState<Values>) =>
  formReducer(state, {
    type: 'refuse',
    refusals: { nameEn: ['REQUIRED'], namePl: ['REQUIRED'], price: ['PRICE_UNREADABLE'] },
  });
const start = () => startForm({ initial, bilingual: ['name'] });

describe('the form state (lib/forms/form-state.ts)', () => {
  it('counts each refused attempt, even one naming the same fields again, and a new attempt clears them', () => {
    const once = refused(start());
    const twice = refused(once);
    expect([once.refusedAt, twice.refusedAt]).toEqual([1, 2]);
    expect(formReducer(twice, { type: 'clear' }).refusals).toEqual({});
  });

  it("drops a field's refusal when the field changes, and keeps the others'", () => {
    const state = formReducer(refused(start()), { type: 'set', field: 'price', value: '12' });
    expect(state.values.price).toBe('12');
    expect(state.refusals).toEqual({ nameEn: ['REQUIRED'], namePl: ['REQUIRED'] });
  });

  it("answers both languages' 'required' with one filled version, but not with spaces only", () => {
    const spaces = formReducer(refused(start()), { type: 'set', field: 'nameEn', value: '  ' });
    expect(spaces.refusals).toEqual({ namePl: ['REQUIRED'], price: ['PRICE_UNREADABLE'] });
    const filled = formReducer(spaces, { type: 'set', field: 'namePl', value: 'Kolczyki' });
    expect(filled.refusals).toEqual({ price: ['PRICE_UNREADABLE'] });
    expect(filled.values).toMatchObject({ nameEn: '  ', namePl: 'Kolczyki' });
  });

  it("keeps another version's refusal other than 'required' (a name too long in English stays refused)", () => {
    const state = formReducer(formReducer(start(), { type: 'refuse', refusals: { nameEn: ['TOO_LONG'] } }), {
      type: 'set',
      field: 'namePl',
      value: 'Kolczyki',
    });
    expect(state.refusals).toEqual({ nameEn: ['TOO_LONG'] });
  });

  it('changes values its own way, dropping only the refusals the change answers', () => {
    const withImage = formReducer(start(), {
      type: 'refuse',
      refusals: { images: ['IMAGE_REQUIRED'], price: ['PRICE_UNREADABLE'] },
    });
    const added = formReducer(withImage, {
      type: 'change',
      change: (values) => ({ ...values, photos: [...values.photos, { key: 'b' }] }),
      answers: ['images'],
    });
    expect(added.values.photos.map((photo) => photo.key)).toEqual(['a', 'b']);
    expect(added.refusals).toEqual({ price: ['PRICE_UNREADABLE'] });
    expect(formReducer(added, { type: 'change', change: (values) => values })).toBe(added);
  });

  it('is dirty once anything differs from the start, and clean again when it is back as it was', () => {
    const typed = formReducer(start(), { type: 'set', field: 'nameEn', value: 'Earrings' });
    expect(isDirty(start())).toBe(false);
    expect(isDirty(typed)).toBe(true);
    expect(isDirty(formReducer(typed, { type: 'set', field: 'nameEn', value: '' }))).toBe(false);
    // Refusals are not changes: a refused, untouched form is not unsaved.
    expect(isDirty(refused(start()))).toBe(false);
  });
});

describe('values compared for unsaved changes (lib/forms/same-values.ts)', () => {
  it('compares what plain objects and arrays hold, a key set to undefined as absent, files by identity', () => {
    const file = new File(['x'], 'a.jpg');
    expect(sameValues({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] })).toBe(true);
    expect(sameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValues({ key: 'a', refused: undefined }, { key: 'a' })).toBe(true);
    expect(sameValues({ file }, { file })).toBe(true);
    expect(sameValues({ file }, { file: new File(['x'], 'a.jpg') })).toBe(false);
  });
});

describe('texts in both languages (lib/forms/bilingual.ts)', () => {
  it("names each language's field and the other language's", () => {
    expect(version('description', 'en')).toBe('descriptionEn');
    expect(otherVersion(['name', 'description'], 'descriptionPl')).toBe('descriptionEn');
    expect(otherVersion(['name'], 'price')).toBeUndefined();
  });

  it('requires each text in one language at least: both versions refused when neither is filled', () => {
    expect(
      requireEitherVersion({ titleEn: ' ', titlePl: '', abstractEn: '', abstractPl: 'Krótko' }, [
        'title',
        'abstract',
      ]),
    ).toEqual({ titleEn: ['REQUIRED'], titlePl: ['REQUIRED'] });
    expect(requireEitherVersion({ titleEn: 'Title', titlePl: '' }, ['title'])).toEqual({});
  });
});

describe('refusals by field (lib/forms/refusals.ts)', () => {
  it('leaves the same object when none of the fields was refused, so nothing renders again', () => {
    const refusals = { email: ['EMAIL_TAKEN'] };
    expect(withoutRefusals(refusals, ['name'])).toBe(refusals);
    expect(withoutRefusals(refusals, ['email'])).toEqual({});
    expect(anyRefused(refusals, ['name', 'email'])).toBe(true);
  });
});
