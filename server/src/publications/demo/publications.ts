/** The demo blog: posts as the maker would write them, oldest first (Markdown). */
export const DEMO_PUBLICATIONS: {
  daysAgo: number;
  title: string;
  abstract: string;
  content: string;
  en?: { title: string; abstract: string; content: string };
}[] = [
  {
    daysAgo: 40,
    title: 'Czym jest sutasz?',
    abstract:
      'Wąski sznurek z jedwabiu lub wiskozy, igła i cierpliwość: skąd się wzięła technika sutaszowa i dlaczego każda para kolczyków jest inna.',
    content: `## Sznurek, który stał się biżuterią

Sutasz (*soutache*) to wąska, płaska taśma z rowkiem pośrodku. Dawniej zdobiła mundury i suknie, dziś z kilku jej pasm **szyje się biżuterię**: pasma układa się obok siebie, owija wokół kamienia i zszywa ręcznie, ścieg po ściegu.

### Z czego powstaje jedna para kolczyków

- kilka metrów sutaszu w dwóch lub trzech kolorach,
- kamień lub kaboszon w centrum,
- koraliki wzdłuż brzegu,
- filc i ekoskóra na spód, żeby kolczyki trzymały kształt.

> Żadne dwie pary nie są identyczne: sznurek układa się trochę inaczej za każdym razem.

Zajrzyj do [katalogu](/jewellery), żeby zobaczyć, jak to wygląda w praktyce.`,
    // The one post the demo has translated: the others show in English in Polish, marked as such.
    en: {
      title: 'What is soutache?',
      abstract:
        'A narrow silk or viscose cord, a needle and patience: where soutache comes from and why no two pairs of earrings are alike.',
      content: `## A cord that became jewellery

Soutache is a narrow, flat braid with a groove down its middle. It once trimmed uniforms and gowns; today a few strands of it are **sewn into jewellery**: laid side by side, wrapped around a stone and stitched by hand, one stitch at a time.

### What one pair of earrings is made of

- a few metres of soutache in two or three colours,
- a stone or cabochon at the centre,
- beads along the edge,
- felt and faux leather at the back, so the earrings keep their shape.

> No two pairs are the same: the cord lies a little differently every time.

Have a look at the [catalogue](/jewellery) to see how it turns out.`,
    },
  },
  {
    daysAgo: 18,
    title: 'Jak dbać o biżuterię sutaszową',
    abstract:
      'Kilka prostych zasad, dzięki którym kolczyki i naszyjniki z sutaszu zachowają kolor i kształt na lata.',
    content: `## Krótko

1. Zakładaj biżuterię **po** perfumach i kosmetykach.
2. Przechowuj ją płasko, w pudełku, z dala od słońca.
3. Nie mocz jej: sutasz nie lubi wody.
4. Kurz usuwaj miękkim, suchym pędzelkiem.

Jeśli coś się poluzuje, napisz do mnie przez stronę [kontaktu](/contact): naprawiam swoje prace.`,
  },
  {
    daysAgo: 5,
    title: 'Kolekcja ślubna na nowy sezon',
    abstract:
      'Perły, złoto i kość słoniowa: nowe kolczyki i naszyjniki dla panien młodych, szyte na zamówienie do konkretnej sukni.',
    content: `## Dla panny młodej

Każdy komplet ślubny szyję **pod konkretną suknię**: dobieram odcień bieli, wielkość i ciężar kolczyków.

- *Perłowa Rosa*: delikatne kolczyki z perłami,
- *Złota Aurora*: naszyjnik na dekolt w kształcie litery V,
- broszki do welonu i spinki do włosów na zamówienie.

Zobacz całą [kolekcję ślubną](/bridal).`,
  },
] as const;
