/** The catalogue's number formats live in lib/format.ts (checkout and orders write prices too). */
export * from '../../lib/format';
