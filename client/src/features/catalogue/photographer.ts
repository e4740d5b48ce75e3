/** The photographer credited on the bridal page's side pictures (spec §2); the studio's own details. */
export const bridalPhotographer = {
  name: 'Marta Lis Fotografia',
  url: 'https://example.com/marta-lis-fotografia',
};

/** Spec §7, §9: the bridal view lists category 5, nine pieces a load. */
export const BRIDAL_CATEGORY_ID = 5;
