import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RequireAdmin } from '../../../components/require-admin';
import { PageLoading } from '../../../components/ui/page-loading';
import {
  CreatePublicationDocument,
  PublicationForEditDocument,
  UpdatePublicationDocument,
} from '../../../gql/blog/graphql';
import { errorCode } from '../../../lib/apollo';
import { useBackTo } from '../../../lib/back-to';
import { formatDateTime, stillToCome, toWarsawInput } from '../../../lib/dates';
import { routeId } from '../../../lib/route-id';
import { readServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { readStorage, TOKEN_KEY } from '../../../lib/storage';
import { useAdminTexts } from '../../../lib/use-admin-texts';
import { useHydrated } from '../../../lib/use-hydrated';
import { PublicationDelete } from './publication-delete';
import { PublicationForm, type PublicationSubmit } from './publication-form';
import './blog.css';
import { paths } from '../../../lib/paths';

/**
 * The edit screen: without a token it goes to /login (spec §4, "edit screens"); non-admins read 'You have
 * no permission to be here.' (spec §2). The create screen answers every non-admin, visitors included,
 * with that message, as /jewellery/create does.
 */
function EditorGuard({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { token } = useSession();
  if (!hydrated) return <PageLoading />;
  if (!token && !readStorage(TOKEN_KEY)) return <Navigate to={paths.login.href()} replace />;
  return <RequireAdmin>{children}</RequireAdmin>;
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  // The forms' shared texts (leaving with unsaved changes, Delete) are the admin screens' own.
  const ready = useAdminTexts();
  return (
    <section className="publication-editor" aria-labelledby="publication-editor-title">
      <h1 id="publication-editor-title" className="page-title">
        {title}
      </h1>
      {ready ? children : <PageLoading />}
    </section>
  );
}

/** Published with a publish time still to come: public by itself then, not now. */
const scheduled = (input: PublicationSubmit) => !input.draft && stillToCome(input.publishAt);

/** Field reasons of a refusal when the server named any; otherwise the page's alert (spec §8). */
function useSend(mode: 'create' | 'edit') {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const [message, setMessage] = useState<string>();
  // Opened from the translations list: /blog offers the way back to it beside the saved post.
  const backTo = useBackTo();
  // Spec §4: /blog after a save; its success is said there, in the shop's one notice, with a link to the post.
  // A post saved as a draft goes to its own page instead, as a piece does: the preview only she sees.
  // A scheduled post's notice says when, first (as the admin panel writes the date).
  const done = (
    notice: string,
    leave: { allow: () => void },
    id: number | undefined,
    saved: { draft: boolean; publishAt: string | null },
  ) => {
    leave.allow();
    const values =
      notice === 'publicationAdmin.scheduled' && saved.publishAt
        ? { when: formatDateTime(saved.publishAt, i18n.language) }
        : undefined;
    if (saved.draft && id) {
      void navigate(paths.publication.href(id), { state: { notice, ...(backTo ? { backTo } : {}) } });
      return;
    }
    void navigate(paths.blog.href(), {
      state: {
        notice,
        values,
        ...(id ? { link: paths.publication.href(id), linkText: 'blog.form.viewPost' } : {}),
        ...(backTo ? { backTo } : {}),
      },
    });
  };
  const failed = (error: unknown): Record<string, string[]> | void => {
    const refusal = readServerRefusal(error);
    // Each refused field is said under itself.
    if (refusal.code === 'BAD_USER_INPUT' && Object.keys(refusal.fields).length) return refusal.fields;
    console.error(
      mode === 'create' ? 'Failed to create the publication' : 'Failed to update the publication',
      error,
    );
    setMessage(mode === 'create' ? t('blog.form.createError') : t('blog.form.updateError'));
  };
  const hasToken = () => {
    if (token || readStorage(TOKEN_KEY)) return true;
    setMessage(mode === 'create' ? t('blog.form.loginToCreate') : t('blog.form.loginToEdit'));
    return false;
  };
  return { message, setMessage, done, failed, hasToken };
}

export function PublicationCreatePage() {
  const { t } = useTranslation();
  const send = useSend('create');
  const [create, { loading }] = useMutation(CreatePublicationDocument, {
    // The blog's index starts again from its first page with the new post on top.
    update: (cache) => {
      cache.evict({ fieldName: 'publications' });
      cache.gc();
    },
  });
  const submit = async (input: PublicationSubmit, leave: { allow: () => void }) => {
    if (!send.hasToken()) return;
    try {
      const result = await create({ variables: { input } });
      send.done(
        input.draft
          ? 'publicationAdmin.draftSaved'
          : scheduled(input)
            ? 'publicationAdmin.scheduled'
            : 'blog.form.created',
        leave,
        result.data?.createPublication.id,
        {
          draft: input.draft === true,
          publishAt: input.publishAt,
        },
      );
    } catch (error) {
      return send.failed(error);
    }
  };
  return (
    <RequireAdmin>
      <EditorFrame title={t('pages.publicationCreate')}>
        <PublicationForm
          mode="create"
          onSubmit={submit}
          busy={loading}
          message={send.message}
          onMessage={send.setMessage}
        />
      </EditorFrame>
    </RequireAdmin>
  );
}

function EditForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const send = useSend('edit');
  const { data, error } = useQuery(PublicationForEditDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [update, { loading }] = useMutation(UpdatePublicationDocument, {
    update: (cache) => {
      cache.evict({ fieldName: 'publications' });
      cache.gc();
    },
  });
  useEffect(() => {
    if (!error) return;
    // Spec §8: the shop refused (e.g. no such publication) or could not be reached; both end on /blog.
    console.error('Failed to load publication data', error);
    void navigate(paths.blog.href(), {
      replace: true,
      state: { notice: errorCode(error) ? 'blog.form.loadFailed' : 'blog.form.loadError', tone: 'alert' },
    });
  }, [error, navigate]);
  const submit = async (input: PublicationSubmit, leave: { allow: () => void }) => {
    if (!send.hasToken()) return;
    try {
      await update({ variables: { id, input } });
      // The notice names the change: published, back to draft, or saved as it was.
      const was = data?.adminPublication.draft;
      send.done(
        // Saved, published or not, with a time still to come: it waits for it.
        !(input.draft ?? was) && scheduled(input)
          ? 'publicationAdmin.scheduled'
          : input.draft === false && was
            ? 'publicationAdmin.publishedNow'
            : input.draft && !was
              ? 'publicationAdmin.backToDraftDone'
              : 'blog.form.updated',
        leave,
        id,
        { draft: input.draft ?? was === true, publishAt: input.publishAt },
      );
    } catch (failure) {
      return send.failed(failure);
    }
  };
  const publication = data?.adminPublication;
  if (!publication) return <PageLoading />;
  const { titleEn, titlePl, abstractEn, abstractPl, contentEn, contentPl, image } = publication;
  const initial = {
    titleEn,
    titlePl,
    abstractEn,
    abstractPl,
    contentEn,
    contentPl,
    image,
    publishAt: toWarsawInput(publication.publishAt),
  };
  return (
    <PublicationForm
      mode="edit"
      initial={initial}
      draft={publication.draft}
      onSubmit={submit}
      busy={loading}
      message={send.message}
      onMessage={send.setMessage}
      actions={(leave) => <PublicationDelete id={id} onConfirmed={leave.allow} />}
    />
  );
}

export function PublicationEditPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  return (
    <EditorGuard>
      <EditorFrame title={t('pages.publicationEdit')}>
        {id !== undefined ? <EditForm id={id} /> : <Navigate to={paths.blog.href()} replace />}
      </EditorFrame>
    </EditorGuard>
  );
}
