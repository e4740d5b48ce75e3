import { type ComponentType, Suspense } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { usePageTexts } from '../lib/use-page-texts';

/** A page whose texts come with it (lib/use-page-texts.ts): it waits for them, showing the loading state. */
export function withPageTexts(Page: ComponentType): ComponentType {
  function Texts() {
    usePageTexts();
    return <Page />;
  }
  return function PageWithTexts() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Texts />
      </Suspense>
    );
  };
}
