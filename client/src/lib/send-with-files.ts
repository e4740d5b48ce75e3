import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { fromErrors, type ServerRefusal } from './server-errors';
import { readStorage, TOKEN_KEY } from './storage';

/** A file to send at a path of the variables (GraphQL multipart request spec), e.g. `input.images.2.file`. */
export interface FileAt {
  path: string;
  file: File;
}

export class UploadRefused extends Error {
  constructor(readonly refusal: ServerRefusal) {
    super('The server refused the upload');
  }
}

/**
 * A mutation with files, sent as one multipart request (what graphql-upload reads) through
 * XMLHttpRequest (with the __typename fields Apollo's own link adds, so the answer goes into the
 * cache as it is): unlike fetch it reports how much of the body went out, so the form can show each
 * photo's progress on a slow phone connection. Same headers as Apollo's link, plus Apollo's CSRF
 * preflight header that the server asks of every upload.
 */
export function sendWithFiles<R, V extends Record<string, unknown>>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  files: FileAt[],
  language: string,
  onProgress: (sentBytes: number, totalBytes: number) => void,
): Promise<R> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: print(addTypenameToDocument(document as DocumentNode)), variables }),
  );
  body.append(
    'map',
    JSON.stringify(
      Object.fromEntries(files.map(({ path }, index) => [String(index), [`variables.${path}`]])),
    ),
  );
  files.forEach(({ file }, index) => body.append(String(index), file, file.name));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    const token = readStorage(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', language);
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onerror = () => reject(new Error('The upload failed (network)'));
    xhr.onload = () => {
      let answer: {
        data?: Record<string, unknown> | null;
        errors?: { extensions?: Record<string, unknown> }[];
      } = {};
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): no reason to word.
      }
      if (answer.errors?.length || !answer.data) {
        reject(new UploadRefused(fromErrors(answer.errors ?? [], xhr.getResponseHeader('retry-after'))));
        return;
      }
      resolve(answer.data as R);
    };
    xhr.send(body);
  });
}
