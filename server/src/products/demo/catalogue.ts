import type { Availability } from '../product.entity';
import { CATALOGUE_COLORS } from '../../database/migrations/1764000000000-catalogue-reference';
import type { PieceKind } from './draw-jewellery';

export interface DemoProduct {
  name: string;
  kind: PieceKind;
  categories: number[];
  colors: number[];
  price: number;
  availability: Availability;
  images: number;
}

const P = (
  name: string,
  kind: PieceKind,
  categories: number[],
  colors: number[],
  price: number,
  availability: Availability = 'AVAILABLE',
  images = 3,
): DemoProduct => ({
  name,
  kind,
  categories,
  colors,
  price,
  availability,
  images,
});

/** Oldest first: the list shows the newest first. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  P('Kolczyki Rubinowa Łza', 'earrings', [1], [1, 3, 5], 290, 'SOLD', 3),
  P('Naszyjnik Królowa Nocy', 'necklace', [2], [5, 3, 9], 640, 'AVAILABLE', 4),
  P('Bransoleta Miedziany Splot', 'bracelet', [3], [12, 8], 340, 'AVAILABLE', 2),
  P('Broszka Kwiat Paproci', 'brooch', [4], [8, 3, 7], 260, 'AVAILABLE', 2),
  P('Kolczyki ślubne Biała Róża', 'earrings', [1, 5], [11, 3], 420, 'MADE_TO_ORDER', 3),
  P('Kolczyki Nocny Ogród', 'earrings', [1], [6, 8, 3], 310, 'AVAILABLE', 3),
  P('Spinka Wiosenny Wiatr', 'comb', [6], [10, 8, 3], 280, 'AVAILABLE', 2),
  P('Naszyjnik Bursztynowy Blask', 'necklace', [2], [12, 3, 2], 720, 'SOLD', 3),
  P('Kolczyki Złota Jesień', 'earrings', [1], [3, 12, 2], 270, 'AVAILABLE', 2),
  P('Grzebień ślubny Welon', 'comb', [5, 6], [11, 3, 4], 560, 'MADE_TO_ORDER', 3),
  P('Bransoleta Leśna Ścieżka', 'bracelet', [3], [8, 12, 3], 360, 'AVAILABLE', 3),
  P('Broszka Zimowa Róża', 'brooch', [4], [4, 10, 11], 240, 'AVAILABLE', 1),
  P('Kolczyki Morska Fala', 'earrings', [1], [7, 6, 4], 330, 'AVAILABLE', 3),
  P('Naszyjnik Turkusowa Laguna', 'necklace', [2], [7, 3, 6], 690, 'AVAILABLE', 3),
  P('Kolczyki ślubne Perłowa Rosa', 'earrings', [1, 5], [11, 4], 390, 'AVAILABLE', 3),
  P('Bransoleta Wiśniowy Sad', 'bracelet', [3], [2, 1, 3], 320, 'SOLD', 2),
  P('Kolczyki Ametystowy Sen', 'earrings', [1], [9, 10, 4], 300, 'AVAILABLE', 3),
  P('Opaska Królewski Ogród', 'comb', [6], [2, 3, 8], 480, 'AVAILABLE', 2),
  P('Broszka Pawie Oko', 'brooch', [4], [7, 6, 8], 280, 'AVAILABLE', 2),
  P('Naszyjnik ślubny Kość Słoniowa', 'necklace', [2, 5], [11, 3], 980, 'MADE_TO_ORDER', 4),
  P('Kolczyki Szmaragdowe Pióro', 'earrings', [1], [8, 3, 5], 350, 'AVAILABLE', 3),
  P('Naszyjnik Granatowe Niebo', 'necklace', [2], [6, 4, 11], 760, 'AVAILABLE', 3),
  P('Bransoleta Lawendowe Pole', 'bracelet', [3], [9, 10, 4], 310, 'AVAILABLE', 2),
  P('Kolczyki Różany Świt', 'earrings', [1], [10, 11, 3], 260, 'SOLD', 2),
  P('Broszka Jesienny Liść', 'brooch', [4], [12, 2, 3], 230, 'AVAILABLE', 2),
  P('Bransoleta ślubna Złota Obrączka', 'bracelet', [3, 5], [11, 3, 4], 450, 'AVAILABLE', 3),
  P('Grzebień Złoty Kłos', 'comb', [6], [3, 12], 390, 'AVAILABLE', 2),
  P('Kolczyki Czarna Perła', 'earrings', [1], [5, 4, 11], 340, 'AVAILABLE', 3),
  P('Naszyjnik Malinowy Ogród', 'necklace', [2], [10, 2, 8], 650, 'AVAILABLE', 3),
  P('Broszka Gwiazda Północy', 'brooch', [4], [6, 4, 3], 270, 'MADE_TO_ORDER', 2),
  P('Kolczyki ślubne Poranna Mgła', 'earrings', [1, 5], [11, 4, 10], 440, 'AVAILABLE', 5),
  P('Spinka Nocny Motyl', 'comb', [6], [5, 9, 3], 310, 'AVAILABLE', 2),
  P('Naszyjnik Srebrna Mgła', 'necklace', [2], [4, 11, 6], 590, 'AVAILABLE', 3),
  P('Kolczyki ślubne Złota Nić', 'earrings', [1, 5], [3, 11], 1250, 'MADE_TO_ORDER', 3),
];

/**
 * The pieces' English names. A few are left out on purpose, as in a shop whose maker has not
 * translated everything yet: an English visitor reads their Polish name, and the translation view lists them.
 */
export const DEMO_NAMES_EN: Record<string, string> = {
  'Kolczyki Rubinowa Łza': 'Ruby Teardrop Earrings',
  'Naszyjnik Królowa Nocy': 'Queen of the Night Necklace',
  'Bransoleta Miedziany Splot': 'Copper Weave Bracelet',
  'Broszka Kwiat Paproci': 'Fern Flower Brooch',
  'Kolczyki ślubne Biała Róża': 'White Rose Bridal Earrings',
  'Kolczyki Nocny Ogród': 'Night Garden Earrings',
  'Spinka Wiosenny Wiatr': 'Spring Breeze Hair Clip',
  'Naszyjnik Bursztynowy Blask': 'Amber Glow Necklace',
  'Kolczyki Złota Jesień': 'Golden Autumn Earrings',
  'Grzebień ślubny Welon': 'Veil Bridal Comb',
  'Bransoleta Leśna Ścieżka': 'Forest Path Bracelet',
  'Broszka Zimowa Róża': 'Winter Rose Brooch',
  'Kolczyki Morska Fala': 'Sea Wave Earrings',
  'Naszyjnik Turkusowa Laguna': 'Turquoise Lagoon Necklace',
  'Kolczyki ślubne Perłowa Rosa': 'Pearl Dew Bridal Earrings',
  'Bransoleta Wiśniowy Sad': 'Cherry Orchard Bracelet',
  'Kolczyki Ametystowy Sen': 'Amethyst Dream Earrings',
  'Opaska Królewski Ogród': 'Royal Garden Headband',
  'Naszyjnik ślubny Kość Słoniowa': 'Ivory Bridal Necklace',
  'Kolczyki Szmaragdowe Pióro': 'Emerald Feather Earrings',
  'Naszyjnik Granatowe Niebo': 'Navy Sky Necklace',
  'Bransoleta Lawendowe Pole': 'Lavender Field Bracelet',
  'Kolczyki Różany Świt': 'Rose Dawn Earrings',
  'Broszka Jesienny Liść': 'Autumn Leaf Brooch',
  'Bransoleta ślubna Złota Obrączka': 'Golden Band Bridal Bracelet',
  'Grzebień Złoty Kłos': 'Golden Ear Comb',
  'Naszyjnik Malinowy Ogród': 'Raspberry Garden Necklace',
  'Kolczyki ślubne Poranna Mgła': 'Morning Mist Bridal Earrings',
  'Naszyjnik Srebrna Mgła': 'Silver Mist Necklace',
  'Kolczyki ślubne Złota Nić': 'Golden Thread Bridal Earrings',
};

const PIECE_WORDS: Record<PieceKind, { pl: string; en: string }> = {
  earrings: { pl: 'Kolczyki ręcznie szyte', en: 'Earrings' },
  necklace: { pl: 'Naszyjnik ręcznie szyty', en: 'A necklace' },
  bracelet: { pl: 'Bransoleta ręcznie szyta', en: 'A bracelet' },
  brooch: { pl: 'Broszka ręcznie szyta', en: 'A brooch' },
  comb: { pl: 'Ozdoba do włosów ręcznie szyta', en: 'A hair ornament' },
};

const DETAILS: Record<PieceKind, { pl: string; en: string }> = {
  earrings: {
    pl: 'Lekkie mimo rozmiaru, zawieszone na biglach ze srebra próby 925. Długość około 7 cm.',
    en: 'Light for their size, on sterling silver ear hooks. About 7 cm long.',
  },
  necklace: {
    pl: 'Zawieszka na regulowanym łańcuszku (42–48 cm), podszyta miękką skórką, by dobrze układała się na dekolcie.',
    en: 'The pendant hangs on an adjustable chain (42–48 cm) and is backed with soft leather so it sits well.',
  },
  bracelet: {
    pl: 'Zapinana na magnetyczne zapięcie; obwód dopasuję do nadgarstka.',
    en: 'Closes with a magnetic clasp; I fit the length to your wrist.',
  },
  brooch: {
    pl: 'Z mocną zapinką, która utrzyma ją na płaszczu, marynarce i szalu.',
    en: 'With a strong pin that holds it on a coat, a jacket or a scarf.',
  },
  comb: {
    pl: 'Na grzebyku ze stali chirurgicznej, wygodnie trzyma się w upięciu.',
    en: 'On a surgical steel comb that stays put in an updo.',
  },
};

/** Both translations of a demo piece's description, naming its colours in each language. */
export function demoDescription(product: DemoProduct): { pl: string; en: string } {
  const names = (language: 'pl' | 'en') =>
    product.colors
      .map((id) => CATALOGUE_COLORS.find((color) => color.id === id)!)
      .map((color) => (language === 'pl' ? color.namePl : color.nameEn).toLowerCase());
  const list = (words: string[], and: string) =>
    words.length > 1 ? `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}` : words[0];
  const piece = PIECE_WORDS[product.kind];
  const bridal = product.categories.includes(5);
  return {
    pl: `${piece.pl} z sutaszu w kolorach: ${list(names('pl'), 'i')}, z kamieniem w centrum i koralikami wzdłuż krawędzi.${bridal ? ' Projektowane z myślą o ślubie: dobiorę odcień do sukni.' : ''} ${DETAILS[product.kind].pl}`,
    en: `${piece.en} hand-stitched from soutache braid in ${list(names('en'), 'and')}, with a stone at the centre and beads along the edge.${bridal ? ' Made for a wedding day: I match the shade to the dress.' : ''} ${DETAILS[product.kind].en}`,
  };
}
