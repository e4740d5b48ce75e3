import { formatPrice } from '../../lib/format';

/** Integer grosze as the shop writes prices: "364,99 zł" / "PLN 364.99"; whole złoty without decimals. */
export const formatGrosze = (grosze: number, language: string): string => formatPrice(grosze / 100, language);
