export { ContactPage as Component } from '../../features/pages/components/contact-page';
