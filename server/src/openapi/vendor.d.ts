// Modules whose packages ship no typings for the entry used here.

/** class-transformer's metadata (the `@Type` of nested classes), as class-validator-jsonschema reads it. */
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}

/** Swagger UI's built files; only their folder is used (served at /api/docs/assets). */
declare module 'swagger-ui-dist/absolute-path.js' {
  export default function getAbsoluteFSPath(): string;
}
