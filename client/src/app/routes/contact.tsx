import { GeneralEnquiry } from '../../features/enquiries/components/general-enquiry';
import { ContactPage } from '../../features/pages/components/contact-page';
import type { RouteHandle } from '../head';
import { withPageTexts } from '../page-texts';

/** The contact page with a general question to the maker (the enquiry form, loaded on the first click). */
export const Component = withPageTexts(function Contact() {
  return (
    <ContactPage>
      <GeneralEnquiry button="catalogue.ask.buttonGeneral" />
    </ContactPage>
  );
});

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('contact.title'), description: t('meta.contact') }),
};
